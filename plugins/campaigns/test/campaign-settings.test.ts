import { describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '@balcao/core/testing/per-file';
import { createTenantDb, definePlugin } from '@balcao/core';
import { insertCompany } from '@balcao/core/testing';
import {
  campaignSettingsMigration,
  campaignSettingsRoutes,
  defaultCampaignSettings,
  readCampaignSettings,
  saveCampaignSettings,
} from '../src/settings/index.js';
import { campaignsPermissions } from '../src/permissions.js';

/** The settings routes and table alone, under the campaigns plugin's name and plan flag, as index.ts mounts them. */
const settingsOnly = definePlugin({
  name: 'campaigns',
  planFlag: 'useCampaigns',
  declares: {
    planFlags: [
      { key: 'useCampaigns', labels: { pt: 'Campanhas', en: 'Campaigns', es: 'Campañas' }, default: true },
    ],
    permissions: campaignsPermissions,
  },
  migrations: [campaignSettingsMigration],
  setup(ctx) {
    campaignSettingsRoutes(ctx.router, { db: ctx.db });
  },
});

const { k, t, seed } = tenantKernelPerFile({ plugins: [settingsOnly], as: ['admin', 'attendant', 'adminB'] });

/** What Whaticket's settings screen does with the answer: JSON.parse each value, keyed by its key. */
const asObject = (rows: Array<{ key: string; value: string }>) =>
  Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]));
const stored = (companyId: number) =>
  t.kernel.knex('campaign_settings').where({ companyId }).orderBy('key').select('key', 'value');
const invalid = (field: string) => ({
  status: 400,
  body: { error: 'ERR_VALIDATION', fields: { [field]: expect.any(String) } },
});

describe('campaign settings', () => {
  it('answers the defaults (20/20/60 and the safety ones) before anything is saved', async () => {
    const res = await k.admin.get('/campaign-settings');
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({ key: 'messageInterval', value: '20' });
    expect(asObject(res.body)).toEqual({
      messageInterval: 20,
      longerIntervalAfter: 20,
      greaterInterval: 60,
      variables: [],
      dailyCap: 500,
      quietHoursStart: '08:00',
      quietHoursEnd: '20:00',
      timeZone: 'America/Sao_Paulo',
      warmupDays: 7,
      warmupFirstDayCap: 50,
      jitter: 0.2,
      timelockPauseHours: 24,
      newChatDailyCap: 0,
    });
    expect(await readCampaignSettings(t.kernel.knex, seed.a.id)).toEqual(defaultCampaignSettings);
  });

  it("saves the given keys as key/value pairs with JSON values, for the caller's company only", async () => {
    const res = await k.admin.post('/campaign-settings', {
      settings: {
        messageInterval: 5,
        longerIntervalAfter: '10',
        greaterInterval: 30,
        variables: [{ key: 'loja', value: 'Balcão Centro' }],
        timeZone: 'Asia/Tokyo',
        quietHoursStart: '22:00',
        quietHoursEnd: '06:00',
      },
    });
    expect(res.status).toBe(200);
    expect(asObject(res.body)).toMatchObject({
      messageInterval: 5,
      longerIntervalAfter: 10,
      greaterInterval: 30,
      variables: [{ key: 'loja', value: 'Balcão Centro' }],
      dailyCap: 500,
      timeZone: 'Asia/Tokyo',
    });
    expect(await stored(seed.a.id)).toEqual([
      { key: 'greaterInterval', value: '30' },
      { key: 'longerIntervalAfter', value: '10' },
      { key: 'messageInterval', value: '5' },
      { key: 'quietHoursEnd', value: '"06:00"' },
      { key: 'quietHoursStart', value: '"22:00"' },
      { key: 'timeZone', value: '"Asia/Tokyo"' },
      { key: 'variables', value: '[{"key":"loja","value":"Balcão Centro"}]' },
    ]);
    // what the sending side reads, typed, inside a transaction too
    const read = await t.kernel.knex.transaction((trx) => readCampaignSettings(trx, seed.a.id));
    expect(read).toMatchObject({
      messageInterval: 5,
      longerIntervalAfter: 10,
      quietHoursEnd: '06:00',
      jitter: 0.2,
    });
    // company B still has the defaults
    expect(asObject((await k.adminB.get('/campaign-settings')).body).messageInterval).toBe(20);
    expect(await stored(seed.b.id)).toEqual([]);
  });

  it('takes back what the screen loaded, changes one key and keeps the others; deleting a variable sticks', async () => {
    const loaded = asObject((await k.admin.get('/campaign-settings')).body);
    const res = await k.admin.post('/campaign-settings', {
      settings: { ...loaded, messageInterval: 15, variables: [] },
    });
    expect(res.status).toBe(200);
    expect(asObject(res.body)).toMatchObject({ messageInterval: 15, longerIntervalAfter: 10, variables: [] });
    // one row per key, however often it is saved
    const keys = (await stored(seed.a.id)).map((r) => r.key);
    expect(keys).toEqual([...new Set(keys)]);
    expect(keys).toHaveLength(13);
  });

  it('refuses values the screen does not offer (spec §2) and bad safety values, saving nothing', async () => {
    const before = await stored(seed.a.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ messageInterval: 7 }, 'settings.messageInterval'],
      [{ messageInterval: 'x' }, 'settings.messageInterval'],
      [{ longerIntervalAfter: 2 }, 'settings.longerIntervalAfter'],
      [{ greaterInterval: 150 }, 'settings.greaterInterval'],
      [{ quietHoursStart: '24:00' }, 'settings.quietHoursStart'],
      [{ quietHoursEnd: '8:00' }, 'settings.quietHoursEnd'],
      [{ timeZone: 'Mars/Olympus' }, 'settings.timeZone'],
      // luxon's own names would follow the server's clock, not the company's
      [{ timeZone: 'system' }, 'settings.timeZone'],
      [{ timeZone: 'UTC+3' }, 'settings.timeZone'],
      [{ dailyCap: 0 }, 'settings.dailyCap'],
      [{ warmupFirstDayCap: 1.5 }, 'settings.warmupFirstDayCap'],
      [{ warmupDays: -1 }, 'settings.warmupDays'],
      [{ jitter: 0.6 }, 'settings.jitter'],
      [{ variables: [{ key: ' ', value: 'x' }] }, 'settings.variables.0.key'],
      [{ sabado: true }, 'settings.sabado'],
    ];
    for (const [settings, field] of cases)
      expect(
        await k.admin.post('/campaign-settings', { settings: { messageInterval: 10, ...settings } }),
        field,
      ).toMatchObject(invalid(field));
    expect(await k.admin.post('/campaign-settings', { settings: 'x' })).toMatchObject(invalid('settings'));
    expect(await k.admin.post('/campaign-settings', {})).toMatchObject(invalid('settings'));
    expect((await k.admin.post('/campaign-settings', [1, 2])).status).toBe(400);
    expect(await stored(seed.a.id)).toEqual(before);
  });

  it('refuses two variables with one key', async () => {
    const res = await k.admin.post('/campaign-settings', {
      settings: {
        messageInterval: 20,
        variables: [
          { key: 'loja', value: 'Centro' },
          { key: 'site', value: 'balcao.test' },
          { key: 'loja', value: 'Norte' },
        ],
      },
    });
    expect(res).toMatchObject({
      status: 400,
      body: {
        error: 'ERR_CAMPAIGN_VARIABLE_DUPLICATED',
        fields: { 'settings.variables.2.key': expect.any(String) },
      },
    });
    expect(asObject((await k.admin.get('/campaign-settings')).body)).toMatchObject({
      messageInterval: 15,
      variables: [],
    });
  });

  it('keeps one row per key and loses no save when saves race (MariaDB deadlocks are retried)', async () => {
    const company = await insertCompany(t.kernel.knex, 'Empresa C', seed.planId);
    const knex = t.kernel.knex;
    const db = createTenantDb(knex);
    const saves = Array.from({ length: 10 }, (_, i) =>
      saveCampaignSettings(db, company.id, { messageInterval: 5, dailyCap: i + 1 }),
    );
    expect((await Promise.allSettled(saves)).map((r) => r.status)).toEqual(Array(10).fill('fulfilled'));
    const rows = await stored(company.id);
    expect(rows.map((r) => r.key)).toEqual(['dailyCap', 'messageInterval']);
    expect(Number(rows[0]!.value)).toBeGreaterThanOrEqual(1);
  });

  it('is for admins: an attendant can neither read nor save', async () => {
    expect(await k.attendant.get('/campaign-settings')).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
    expect(await k.attendant.post('/campaign-settings', { settings: { messageInterval: 5 } })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
  });

  it('saves and reads back the 463 pause hours and the new-chat quota, refusing bad ones', async () => {
    const res = await k.admin.post('/campaign-settings', {
      settings: { timelockPauseHours: '6', newChatDailyCap: 30 },
    });
    expect(res.status).toBe(200);
    expect(asObject(res.body)).toMatchObject({
      timelockPauseHours: 6,
      newChatDailyCap: 30,
      messageInterval: 15,
    });
    expect(asObject((await k.admin.get('/campaign-settings')).body)).toMatchObject({
      timelockPauseHours: 6,
      newChatDailyCap: 30,
    });
    expect(await readCampaignSettings(t.kernel.knex, seed.a.id)).toMatchObject({
      timelockPauseHours: 6,
      newChatDailyCap: 30,
    });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ timelockPauseHours: 0 }, 'settings.timelockPauseHours'],
      [{ timelockPauseHours: 24 * 14 + 1 }, 'settings.timelockPauseHours'],
      [{ timelockPauseHours: 1.5 }, 'settings.timelockPauseHours'],
      [{ timelockPauseHours: 'x' }, 'settings.timelockPauseHours'],
      [{ newChatDailyCap: -1 }, 'settings.newChatDailyCap'],
      [{ newChatDailyCap: 2.5 }, 'settings.newChatDailyCap'],
      [{ newChatDailyCap: 100_001 }, 'settings.newChatDailyCap'],
    ];
    for (const [settings, field] of cases)
      expect(await k.admin.post('/campaign-settings', { settings }), field).toMatchObject(invalid(field));
    // 0 turns the quota off again
    const off = await k.admin.post('/campaign-settings', { settings: { newChatDailyCap: 0 } });
    expect(asObject(off.body)).toMatchObject({ timelockPauseHours: 6, newChatDailyCap: 0 });
    // the other company keeps its defaults
    expect(asObject((await k.adminB.get('/campaign-settings')).body)).toMatchObject({
      timelockPauseHours: 24,
      newChatDailyCap: 0,
    });
  });

  it('reads a stored value that no longer passes its rule as the default', async () => {
    const now = new Date();
    await t.kernel.knex('campaign_settings').insert([
      { companyId: seed.b.id, key: 'messageInterval', value: '7', createdAt: now, updatedAt: now },
      { companyId: seed.b.id, key: 'timeZone', value: 'not json', createdAt: now, updatedAt: now },
      { companyId: seed.b.id, key: 'dailyCap', value: '200', createdAt: now, updatedAt: now },
    ]);
    expect(await readCampaignSettings(t.kernel.knex, seed.b.id)).toMatchObject({
      messageInterval: 20,
      timeZone: 'America/Sao_Paulo',
      dailyCap: 200,
    });
  });
});
