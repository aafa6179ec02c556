import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { AppState, Migration, TenantDb } from '@balcao/core';
import type { CampaignSettings } from '../pacing/types.js';

export type { CampaignSettings, CampaignVariable } from '../pacing/types.js';

/** The `campaign_settings` table; the plugin's index lists it among its migrations. */
export const campaignSettingsMigration: Migration = {
  name: 'campaign_settings',
  async up() {
    throw new Error('not implemented');
  },
  async down() {
    throw new Error('not implemented');
  },
};

export { defaultCampaignSettings } from './defaults.js';

/** A company's campaign settings, defaults applied; pass a transaction to read inside it. */
export async function readCampaignSettings(
  _db: TenantDb | Knex | Knex.Transaction,
  _companyId: number,
): Promise<CampaignSettings> {
  throw new Error('not implemented');
}

/** GET /campaign-settings and POST /campaign-settings (admins). */
export function campaignSettingsRoutes(_router: Router<AppState>, _deps: { db: TenantDb }): void {
  throw new Error('not implemented');
}
