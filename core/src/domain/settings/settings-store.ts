import type { Knex } from 'knex';
import { settingDefinitions, settingKeys, type SettingKey } from './setting-definitions.js';

export interface Setting {
  key: string;
  value: string;
}

/** Every known key: its stored value or its default. */
function completeList(rows: Setting[]): Setting[] {
  const stored = new Map(rows.map((r) => [r.key, r.value ?? '']));
  return settingKeys.map((key) => ({ key, value: stored.get(key) ?? settingDefinitions[key].default }));
}

/** Company settings as key/value rows; a key never written reads as its default. */
export class SettingsStore {
  constructor(private knex: Knex) {}

  async list(companyId: number): Promise<Setting[]> {
    const rows: Setting[] = await this.knex('settings').where({ companyId }).select('key', 'value');
    return completeList(rows);
  }

  /** Several companies' lists in one query (the super user's company list). */
  async listMany(companyIds: number[]): Promise<Map<number, Setting[]>> {
    const rows: Array<Setting & { companyId: number }> = companyIds.length
      ? await this.knex('settings').whereIn('companyId', companyIds).select('companyId', 'key', 'value')
      : [];
    return new Map(
      companyIds.map((id) => [id, completeList(rows.filter((r) => Number(r.companyId) === id))]),
    );
  }

  async get(companyId: number, key: SettingKey): Promise<string> {
    const row = await this.knex('settings').where({ companyId, key }).first('value');
    return row?.value ?? settingDefinitions[key].default;
  }

  async set(companyId: number, key: SettingKey, value: string, trx: Knex = this.knex): Promise<Setting> {
    const now = new Date();
    const updated = await trx('settings').where({ companyId, key }).update({ value, updatedAt: now });
    if (!updated) await trx('settings').insert({ companyId, key, value, createdAt: now, updatedAt: now });
    return { key, value };
  }
}
