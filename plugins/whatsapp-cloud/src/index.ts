import { definePlugin, mediaUploads } from '@balcao/core';
import { CLOUD_KIND, cloudConfig, type CloudOptions } from './cloud-config.js';
import { cloudConnectionFields } from './connection-fields.js';
import { registerMediaStep } from './inbound/media-step.js';
import { MessageIds } from './message-ids.js';
import { createCloudMessageIds } from './migrations/001_cloud_message_ids.js';
import { createCloudWindows } from './migrations/002_cloud_windows.js';
import { registerWindowStep } from './inbound/window-step.js';
import { ServiceWindows } from './window/service-window.js';
import { cloudConnectionKinds } from './cloud-connection-kinds.js';
import { createCloudTemplates } from './migrations/003_cloud_templates.js';
import { cloudPermissions } from './permissions.js';
import { templateRoutes } from './templates/template-routes.js';
import { headerFileRoutes } from './templates/header-file-routes.js';
import { renderTemplate } from './templates/template-store.js';
import { CloudProvider } from './provider/cloud-provider.js';
import { cloudProviderTraits } from './provider/traits.js';
import { cloudWebhookRoutes } from './webhook/webhook-routes.js';
import { cloudTicketRoutes } from './tickets/ticket-routes.js';
import { registerTemplateAction } from './tickets/template-action.js';
import type { TicketServices } from '@balcao/plugin-tickets';
import './errors.js';

export type { CloudOptions } from './cloud-config.js';
export { signatureOf } from './webhook/signature.js';
export { fillTemplate, type CloudTemplate } from './templates/template-store.js';

/**
 * Meta's official WhatsApp Cloud API as a channel provider (issue 33): connections of kind `cloud` send through the
 * Graph API and receive by webhook (`/webhooks/whatsapp-cloud/:connectionId`); docs/channels.md. `options` point
 * it at another Graph API (the fake one in tests).
 */
export function whatsappCloudPlugin(options: CloudOptions = {}) {
  return definePlugin({
    name: 'whatsapp-cloud',
    // a template goes out in a ticket as any reply does, through the tickets' outbox
    requires: ['tickets'],
    declares: { connectionFields: cloudConnectionFields, permissions: cloudPermissions },
    migrations: [createCloudMessageIds, createCloudWindows, createCloudTemplates],
    ui: {
      module: 'whatsapp-cloud',
      routes: ['/whatsapp-cloud/templates'],
      // the composer's template button and closed-window notice (the tickets module's shared slot), and the
      // campaign dialog's template picker (the campaigns module's)
      provides: ['composerTools', 'campaignTemplate'],
      menu: [
        {
          label: 'whatsapp-cloud:menu',
          titles: { pt: 'Modelos do WhatsApp', en: 'WhatsApp templates', es: 'Plantillas de WhatsApp' },
          path: '/whatsapp-cloud/templates',
          icon: 'manually-entered-data',
          // everyone reads them (the composer sends them); the sync button is the admins'
          section: 'main',
          order: 46,
        },
      ],
    },
    setup(ctx) {
      const config = cloudConfig(options);
      const messageIds = new MessageIds(ctx.db);
      const fetch = ctx.egress.fetch;
      const windows = new ServiceWindows(ctx.db, config.now);
      const isCloud = cloudConnectionKinds();
      ctx.channels.providers.register({
        kind: CLOUD_KIND,
        labels: {
          pt: 'WhatsApp Cloud API (oficial)',
          en: 'WhatsApp Cloud API (official)',
          es: 'WhatsApp Cloud API (oficial)',
        },
        traits: cloudProviderTraits,
        // Meta answers 131047 to a free-form message outside the 24-hour window: refused before it is queued
        beforeEnqueue: ({ companyId, connectionId }, message, trx) =>
          windows.ensureOpen(companyId, connectionId, message, trx),
        // a template sent by name (the messages API) is one of the connection's synced, approved ones
        renderTemplate: (target, template, trx) =>
          renderTemplate({ db: ctx.db, media: ctx.media }, target, template, trx),
        create: ({ connectionId }) =>
          new CloudProvider(connectionId, {
            fetch,
            config,
            secrets: ctx.secrets,
            messageIds,
            media: ctx.media,
            log: ctx.log.child({ connectionId }),
          }),
      });
      registerMediaStep(ctx.pipeline, { fetch, config, secrets: ctx.secrets });
      registerWindowStep(ctx.pipeline, windows, isCloud);
      templateRoutes(ctx.router, { db: ctx.db, secrets: ctx.secrets, fetch, config });
      headerFileRoutes(ctx.router, mediaUploads(ctx));
      cloudTicketRoutes(ctx.router, {
        db: ctx.db,
        media: ctx.media,
        tickets: ctx.services<TicketServices>('tickets'),
        windows,
        isCloud,
        now: config.now,
      });
      registerTemplateAction(ctx.services<TicketServices>('tickets'), {
        db: ctx.db,
        media: ctx.media,
        isCloud,
      });
      cloudWebhookRoutes(ctx.publicRouter, {
        channels: ctx.channels,
        messageIds,
        secrets: ctx.secrets,
        log: ctx.log,
      });
    },
  });
}

export default whatsappCloudPlugin();
