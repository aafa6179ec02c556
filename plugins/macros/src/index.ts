import { definePlugin } from '@balcao/core';
import type { TicketServices } from '@balcao/plugin-tickets';
import { createMacroTables } from './migrations/001_macros.js';
import { macrosPermissions } from './permissions.js';
import { macroRoutes } from './routes.js';
import { macroServices, type MacroServices } from './services/macro-services.js';
import './errors.js';

export type { MacroServices } from './services/macro-services.js';
export type { MacroView } from './services/macro-deps.js';
export type { MacroRun } from './services/apply-macro.js';
export type * from './contracts.js';

/**
 * Macros (issue 34): a named list of ticket actions (tag, note, transfer, reply ...) an attendant applies to a
 * ticket with one click from the conversation; shared with the company or personal. The actions are the tickets'
 * action registry's (docs/plugins.md "Ticket actions"); docs/macros.md for company admins.
 */
export function macrosPlugin(options: { now?: () => Date } = {}) {
  return definePlugin<MacroServices>({
    name: 'macros',
    requires: ['contacts', 'tickets'],
    declares: { permissions: macrosPermissions },
    migrations: [createMacroTables],
    setup(ctx) {
      const services = macroServices({
        db: ctx.db,
        hooks: ctx.hooks,
        permissions: ctx.permissions,
        tickets: ctx.services<TicketServices>('tickets'),
        now: options.now ?? (() => new Date()),
      });
      macroRoutes(ctx.router, services);
      return services;
    },
    ui: {
      module: 'macros',
      routes: ['/macros'],
      // the conversation header's "Macros" menu (the tickets module's shared slot)
      provides: ['ticketActions'],
      menu: [
        {
          label: 'macros:menu',
          titles: { pt: 'Macros', en: 'Macros', es: 'Macros' },
          path: '/macros',
          icon: 'clean',
          section: 'main',
          order: 45,
        },
      ],
    },
  });
}

export default macrosPlugin();
