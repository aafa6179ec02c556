import type { Knex } from 'knex';
import type { SharedCache } from '../../cache/index.js';
import type { SettingRegistry, SettingsViewer } from '../../registries/settings.js';

export type { SettingsViewer };

export interface Setting {
  key: string;
  value: string;
}

/**
 * Company settings as key/value rows, for every key the kernel and the plugins declared; a key never written
 * reads as its declared default. Stored rows of a key nobody declares any more are kept but not served.
 */
export class SettingsStore {
  constructor(
    private knex: Knex,
    readonly registry: SettingRegistry,
    private cache?: SharedCache,
  ) {}

  private complete(rows: Setting[], viewer?: SettingsViewer): Setting[] {
    const stored = new Map(rows.map((r) => [r.key, r.value ?? '']));
    return this.registry
      .visibleTo(viewer)
      .map((d) => ({ key: d.key, value: stored.get(d.key) ?? d.default }));
  }

  async list(companyId: number, viewer?: SettingsViewer): Promise<Setting[]> {
    const rows: Setting[] = await this.knex('settings').where({ companyId }).select('key', 'value');
    return this.complete(rows, viewer);
  }

  /** Several companies' lists in one query (the super user's company list). */
  async listMany(companyIds: number[]): Promise<Map<number, Setting[]>> {
    const rows: Array<Setting & { companyId: number }> = companyIds.length
      ? await this.knex('settings').whereIn('companyId', companyIds).select('companyId', 'key', 'value')
      : [];
    return new Map(
      companyIds.map((id) => [id, this.complete(rows.filter((r) => Number(r.companyId) === id))]),
    );
  }

  /**
   * One key. The pipeline reads several per message, so a company's stored rows are read once into the cache and
   * dropped by `set` (on every process).
   */
  async get(companyId: number, key: string): Promise<string> {
    const stored = this.cache
      ? await this.cache.memo(cacheKey(companyId), () => this.storedOf(companyId))
      : await this.storedOf(companyId, key);
    return stored.get(key) ?? this.registry.defaultOf(key);
  }

  async set(companyId: number, key: string, value: string, trx: Knex = this.knex): Promise<Setting> {
    const now = new Date();
    const updated = await trx('settings').where({ companyId, key }).update({ value, updatedAt: now });
    if (!updated) await trx('settings').insert({ companyId, key, value, createdAt: now, updatedAt: now });
    this.cache?.invalidate(cacheKey(companyId), trx);
    return { key, value };
  }

  private async storedOf(companyId: number, key?: string): Promise<Map<string, string>> {
    const rows: Setting[] = await this.knex('settings')
      .where({ companyId, ...(key ? { key } : {}) })
      .select('key', 'value');
    // a NULL value reads as the default, as it always did
    return new Map(rows.filter((r) => r.value !== null).map((r) => [r.key, r.value]));
  }
}

const cacheKey = (companyId: number) => `settings:${companyId}`;
