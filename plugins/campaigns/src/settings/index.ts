export type { CampaignSettings, CampaignVariable } from '../pacing/types.js';
export { campaignSettingsMigration } from './migration.js';
export { defaultCampaignSettings } from '../contracts.js';
export { readCampaignSettings, saveCampaignSettings } from './settings-store.js';
export { campaignSettingsRoutes } from './settings-routes.js';
export {
  MESSAGE_INTERVALS,
  LONGER_INTERVAL_AFTER,
  GREATER_INTERVALS,
  type CampaignSettingsChanges,
} from './settings-schema.js';
export { campaignSettingsErrors } from './errors.js';
