import type { Knex } from 'knex';
import type { Redis } from 'ioredis';

/**
 * Access tokens that must stop before they expire: one id per ended session (`sid`) or single token (`jti`).
 * An entry lives only as long as a token it names could: the access token's lifetime. Every kernel process
 * reads the same list: the database's `revokedTokens` table, or Redis when `REDIS_URL` is set.
 */
export interface TokenDenylist {
  deny(ids: string[], ttlMs: number): Promise<void>;
  /** true when any of the ids is denied */
  anyDenied(ids: string[]): Promise<boolean>;
}

export class DatabaseDenylist implements TokenDenylist {
  constructor(private knex: Knex) {}

  async deny(ids: string[], ttlMs: number) {
    if (!ids.length) return;
    const now = Date.now();
    const expiresAt = new Date(now + ttlMs);
    await this.knex('revokedTokens')
      .insert(ids.map((id) => ({ id, expiresAt })))
      .onConflict('id')
      .merge(['expiresAt']);
    // the list stays short: entries past every token they could name go as new ones come
    await this.knex('revokedTokens').where('expiresAt', '<', new Date(now)).delete();
  }

  async anyDenied(ids: string[]) {
    if (!ids.length) return false;
    const row = await this.knex('revokedTokens')
      .whereIn('id', ids)
      .where('expiresAt', '>', new Date())
      .first('id');
    return Boolean(row);
  }
}

const KEY = 'balcao:revoked-token:';

export class RedisDenylist implements TokenDenylist {
  constructor(private redis: Redis) {}

  async deny(ids: string[], ttlMs: number) {
    if (!ids.length) return;
    const batch = this.redis.multi();
    for (const id of ids) batch.set(KEY + id, '1', 'PX', Math.max(1, Math.ceil(ttlMs)));
    await batch.exec();
  }

  async anyDenied(ids: string[]) {
    if (!ids.length) return false;
    return (await this.redis.exists(...ids.map((id) => KEY + id))) > 0;
  }
}
