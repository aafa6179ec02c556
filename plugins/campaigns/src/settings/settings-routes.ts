import type Router from '@koa/router';
import { z } from 'zod';
import { type AppState, parseBody, route, type TenantDb } from '@balcao/core';
import { campaignSettingsBody, settingRow } from './settings-schema.js';
import { readCampaignSettings, saveCampaignSettings, settingsRows } from './settings-store.js';

/** GET and POST /campaign-settings (admins), Whaticket's paths; the answer is every key with its JSON value. */
export function campaignSettingsRoutes(router: Router<AppState>, deps: { db: TenantDb }): void {
  const tags = ['campaign-settings'];
  const response = z.array(settingRow);
  route(
    router,
    {
      method: 'get',
      path: '/campaign-settings',
      summary: "The company's campaign settings: [{ key, value }] (value JSON), defaults for unsaved keys",
      tags,
      response,
      permission: 'campaigns:write',
    },
    async (ctx) => {
      ctx.body = settingsRows(await readCampaignSettings(deps.db, ctx.state.user.companyId));
    },
  );
  route(
    router,
    {
      method: 'post',
      path: '/campaign-settings',
      summary: 'Save campaign settings: { settings: { messageInterval, ..., variables } }',
      tags,
      body: campaignSettingsBody,
      response,
      permission: 'campaigns:write',
    },
    async (ctx) => {
      const { settings } = parseBody(ctx, campaignSettingsBody);
      const companyId = ctx.state.user.companyId;
      await saveCampaignSettings(deps.db, companyId, settings);
      ctx.body = settingsRows(await readCampaignSettings(deps.db, companyId));
    },
  );
}
