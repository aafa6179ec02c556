import { definePlugin, mediaUploads, recordMediaDeps } from '@balcao/core';
import { createQuickMessagesTable } from './migrations/001_quick_messages.js';
import { quickMessageRoutes } from './routes.js';
import { quickMessageServices, type QuickMessageServices } from './services/quick-message-services.js';
import { quickMessagesPermissions } from './permissions.js';

export type { QuickMessageServices } from './services/quick-message-services.js';
export type { QuickMessageFields, QuickMessageChanges } from './quick-message-schemas.js';
export type { QuickMessageEvent } from './services/quick-message-events.js';
export type { QuickMessageWire } from './contracts.js';
export type { Caller } from './quick-message-permissions.js';
export { QuickMessage } from './quick-message-model.js';
// registers the plugin's error codes (and merges their types) before any route can throw one
import './errors.js';

/** Quick messages: the attendants' canned answers, typed with "/" in the chat (spec §2, §3, §7). */
export default definePlugin<QuickMessageServices>({
  name: 'quick-messages',
  declares: { permissions: quickMessagesPermissions },
  migrations: [createQuickMessagesTable],
  setup(kernel) {
    const services = quickMessageServices(recordMediaDeps(kernel));
    quickMessageRoutes(kernel.router, services, mediaUploads(kernel));
    // what another plugin gets with ctx.services<QuickMessageServices>('quick-messages')
    return services;
  },
  ui: {
    module: 'quick-messages',
    routes: ['/quick-messages'],
    menu: [
      {
        label: 'quick-messages:menu',
        titles: { pt: 'Respostas rápidas', en: 'Quick replies', es: 'Respuestas rápidas' },
        path: '/quick-messages',
        icon: 'lightning',
        section: 'main',
        order: 50,
        // every plan: spec §2's kanban flag on it hid a daily screen (docs/compatibility.md, divergences)
      },
    ],
  },
});
