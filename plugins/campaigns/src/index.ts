import { definePlugin, mediaUploads, type PluginContext } from '@balcao/core';
import { campaignConfig } from './config.js';
import { confirmOnReply } from './engine/confirmation-step.js';
import { dispatchRun } from './engine/dispatch.js';
import { DISPATCH_JOB, START_JOB, type DispatchJobData, type StartJobData } from './engine/job-names.js';
import { onOutboxStatus } from './engine/outbox-status.js';
import { onReachLimits } from './engine/reach-limits-listener.js';
import { startCampaign } from './engine/start-campaign.js';
import { createCampaignsTables } from './migrations/001_campaigns.js';
import { addCampaignTemplates } from './migrations/002_campaign_templates.js';
import { addCampaignTemplateExtras } from './migrations/003_campaign_template_extras.js';
import { addShippingNewChat } from './migrations/004_new_chat.js';
import { campaignRoutes } from './routes.js';
import type { CampaignDeps, EnsureAllows } from './services/campaign-deps.js';
import type { ContactListServices } from '@balcao/plugin-contact-lists';
import type { ContactServices } from '@balcao/plugin-contacts';
import { listenToContactMerges } from './listeners/contact-merge.js';
import type { FileListServices } from '@balcao/plugin-files';
import type { TagServices } from '@balcao/plugin-tags';
import type { TicketServices } from '@balcao/plugin-tickets';
import { recipientSources } from './engine/recipient-sources.js';
import { campaignServices, type CampaignServices } from './services/campaign-services.js';
import { campaignSettingsMigration, campaignSettingsRoutes } from './settings/index.js';
import { campaignsUi } from './ui.js';
// registers the plugin's error codes (and merges their types) before any route can throw one
import './errors.js';
import { campaignsPermissions } from './permissions.js';

export type { CampaignServices } from './services/campaign-services.js';
export type { CampaignEvent } from './services/campaign-events.js';
export type { CampaignWire } from './contracts.js';
export { Campaign, type CampaignStatus, type ShippingStatus } from './campaign-model.js';
export { buildShippingPlan } from './engine/build-plan.js';
export { recipientSources, type RecipientSources } from './engine/recipient-sources.js';
export { readCampaignSettings, saveCampaignSettings, type CampaignSettings } from './settings/index.js';

/**
 * Campaigns to contact lists and tags (spec §2, §3, §4, §7): CRUD, the state machine, the shipping plan built
 * at scheduledAt, a paced dispatch loop through the outbox (one idempotency key per shipping row), confirmation
 * flow, realtime progress and the report.
 */
export default definePlugin<CampaignServices>({
  name: 'campaigns',
  requires: ['contacts', 'contact-lists', 'files'],
  uses: ['tags', 'tickets'],
  planFlag: 'useCampaigns',
  migrations: [
    createCampaignsTables,
    campaignSettingsMigration,
    addCampaignTemplates,
    addCampaignTemplateExtras,
    addShippingNewChat,
  ],
  declares: {
    permissions: campaignsPermissions,
    planFlags: [
      { key: 'useCampaigns', labels: { pt: 'Campanhas', en: 'Campaigns', es: 'Campañas' }, default: true },
    ],
    planLimits: [
      {
        key: 'campaigns',
        labels: { pt: 'Limite de campanhas', en: 'Campaign limit', es: 'Límite de campañas' },
        default: 100,
        code: 'ERR_PLAN_CAMPAIGN_LIMIT',
      },
    ],
    settings: [
      {
        key: 'campaignsEnabled',
        labels: { pt: 'Campanhas', en: 'Campaigns', es: 'Campañas' },
        default: 'false',
        choices: {
          true: { pt: 'Habilitadas', en: 'Enabled', es: 'Habilitadas' },
          false: { pt: 'Desabilitadas', en: 'Disabled', es: 'Deshabilitadas' },
        },
        companyField: { signup: 'true' },
      },
    ],
  },
  setup(ctx) {
    const deps: CampaignDeps = {
      knex: ctx.knex,
      db: ctx.db,
      realtime: ctx.realtime,
      media: ctx.media,
      jobs: ctx.jobs,
      channels: ctx.channels,
      log: ctx.log,
      cache: ctx.cache,
      ensureAllows: planLimitCheck(ctx),
      contactLists: () => ctx.services<ContactListServices>('contact-lists'),
      files: () => ctx.services<FileListServices>('files'),
      tags: () => ctx.optionalServices<TagServices>('tags'),
      recipients: () =>
        recipientSources({
          contactLists: ctx.services<ContactListServices>('contact-lists'),
          contacts: ctx.services<ContactServices>('contacts'),
          tags: ctx.optionalServices<TagServices>('tags'),
          tickets: ctx.optionalServices<TicketServices>('tickets'),
        }),
      ...(ctx.config.API_URL ? { publicUrl: ctx.config.API_URL } : {}),
    };
    const services = campaignServices(deps);
    campaignRoutes(ctx.router, services, mediaUploads(ctx));
    campaignSettingsRoutes(ctx.router, { db: ctx.db });
    listenToContactMerges(ctx.services<ContactServices>('contacts'), ctx.db);

    ctx.jobs.define<StartJobData>(START_JOB, async ({ data }) => startCampaign(deps, data), { retries: 3 });
    // a run holds its lock for at most a slice (config.ts); a crashed run is picked up once the lock expires
    ctx.jobs.define<DispatchJobData>(DISPATCH_JOB, async ({ data }) => dispatchRun(deps, data), {
      retries: 5,
      backoff: 'exponential',
      lockLifetimeMs: campaignConfig.lockMs,
    });
    ctx.hooks.on('outbox.status', (e) => onOutboxStatus(deps, e));
    ctx.hooks.on('connection.reach-limits', (e) => onReachLimits(deps, e));
    // a reply confirming a campaign's row, before the ticket stage stores it as any message
    ctx.pipeline.stage({ name: 'campaign-replies', after: ['contact'], before: ['turn'] });
    ctx.pipeline.step({
      name: 'campaigns.confirmation',
      stage: 'campaign-replies',
      kinds: ['message'],
      async handle(event) {
        await confirmOnReply(deps, event);
        return 'continue' as const;
      },
    });
    return services;
  },
  ui: campaignsUi,
});

/** The plan's `campaigns` limit (ctx.planLimits, core's numeric plan limits). */
function planLimitCheck(ctx: PluginContext): EnsureAllows {
  return (trx, companyId, key, count) => ctx.planLimits.ensureAllows(trx, companyId, key, count);
}
