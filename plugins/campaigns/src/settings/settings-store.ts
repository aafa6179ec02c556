import type { Knex } from 'knex';
import { AppError, tenantTable, type TenantDb } from '@balcao/core';
import type { CampaignSettings } from '../pacing/types.js';
import { defaultCampaignSettings } from '../contracts.js';
import {
  settingKeys,
  settingSchemas,
  type CampaignSettingsChanges,
  type SettingKey,
} from './settings-schema.js';
import './errors.js';

type Db = TenantDb | Knex | Knex.Transaction;
const TABLE = 'campaign_settings';

function tableOf(db: Db, companyId: number) {
  return 'tenant' in db && typeof db.tenant === 'function'
    ? db.tenant(companyId)
    : tenantTable(db as Knex, companyId);
}

const isSettingKey = (key: string): key is SettingKey => (settingKeys as string[]).includes(key);

/**
 * A company's campaign settings, defaults applied. A stored value that no longer passes its key's rule (written
 * by an older version or by hand) reads as the default, so pacing never runs on a bad value.
 */
export async function readCampaignSettings(db: Db, companyId: number): Promise<CampaignSettings> {
  const rows: Array<{ key: string; value: string }> = await tableOf(
    db,
    companyId,
  )(TABLE).select('key', 'value');
  const settings: Record<string, unknown> = { ...defaultCampaignSettings };
  for (const { key, value } of rows) {
    if (!isSettingKey(key)) continue;
    const parsed = settingSchemas[key].safeParse(parseJson(value));
    if (parsed.success) settings[key] = parsed.data;
  }
  return settings as unknown as CampaignSettings;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The wire list: every key, saved or default, its value JSON text. */
export function settingsRows(settings: CampaignSettings): Array<{ key: string; value: string }> {
  return settingKeys.map((key) => ({ key, value: JSON.stringify(settings[key]) }));
}

/** Refuses two variables with one key (spec §2: a variable is added only if its key is unique). */
export function mustHaveUniqueVariables(changes: CampaignSettingsChanges) {
  const seen = new Set<string>();
  changes.variables?.forEach(({ key }, i) => {
    if (seen.has(key))
      throw new AppError('ERR_CAMPAIGN_VARIABLE_DUPLICATED', 400, {
        fields: { [`settings.variables.${i}.key`]: 'Chave já existe' },
      });
    seen.add(key);
  });
}

/** MariaDB gives up one of two saves whose new rows lock the same index gap; that save is simply run again. */
const RETRIED = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT', 'SQLITE_BUSY']);
const ATTEMPTS = 5;

/** Saves each given key (update, else insert), in one transaction. */
export async function saveCampaignSettings(
  db: TenantDb,
  companyId: number,
  changes: CampaignSettingsChanges,
) {
  mustHaveUniqueVariables(changes);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((trx) => saveIn(db.tenant(companyId, trx), changes));
    } catch (err) {
      if (attempt >= ATTEMPTS || !RETRIED.has((err as { code?: string }).code ?? '')) throw err;
    }
  }
}

async function saveIn(table: ReturnType<TenantDb['tenant']>, changes: CampaignSettingsChanges) {
  const now = new Date();
  for (const key of settingKeys) {
    if (changes[key] === undefined) continue;
    const value = JSON.stringify(changes[key]);
    const updated = await table(TABLE).where({ key }).update({ value, updatedAt: now });
    if (updated) continue;
    try {
      await table(TABLE).insert({ key, value, createdAt: now, updatedAt: now });
    } catch (err) {
      // another save inserted the key meanwhile (unique company_id, key): its row takes our value
      if (!(await table(TABLE).where({ key }).update({ value, updatedAt: now }))) throw err;
    }
  }
}
