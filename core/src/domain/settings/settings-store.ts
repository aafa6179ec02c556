import type { Knex } from 'knex';
import {
  isSecretSetting,
  seesSecretSettings,
  settingDefinitions,
  settingKeys,
  type SettingKey,
} from './setting-definitions.js';

export interface Setting {
  key: string;
  value: string;
}

/** A user a settings list is read for; without one the list is the server's own (every key). */
export interface SettingsViewer {
  profile: string;
  super: boolean;
}

/** Every known key, stored value or default; secret keys only for a viewer allowed to see them. */
function completeList(rows: Setting[], viewer?: SettingsViewer): Setting[] {
  const stored = new Map(rows.map((r) => [r.key, r.value ?? '']));
  const secrets = !viewer || seesSecretSettings(viewer);
  return settingKeys
    .filter((key) => secrets || !isSecretSetting(key))
    .map((key) => ({ key, value: stored.get(key) ?? settingDefinitions[key].default }));
}

/** Company settings as key/value rows; a key never written reads as its default. */
export class SettingsStore {
  constructor(private knex: Knex) {}

  async list(companyId: number, viewer?: SettingsViewer): Promise<Setting[]> {
    const rows: Setting[] = await this.knex('settings').where({ companyId }).select('key', 'value');
    return completeList(rows, viewer);
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
