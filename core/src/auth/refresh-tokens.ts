import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export type RotateResult =
  { ok: true; userId: number; token: string } | { ok: false; reason: 'unknown' | 'expired' | 'replayed' };

/**
 * Refresh tokens are single use. Each login starts a family; a refresh marks its token used and issues the
 * next one in the family. Presenting a used token means it was stolen or replayed: the whole family dies.
 */
export class RefreshTokens {
  constructor(
    private knex: Knex,
    private lifetimeMs: number,
  ) {}

  async issue(userId: number, family: string = randomUUID(), trx: Knex = this.knex): Promise<string> {
    const token = randomBytes(48).toString('base64url');
    const now = Date.now();
    await trx('refreshTokens').insert({
      userId,
      tokenHash: hash(token),
      family,
      expiresAt: new Date(now + this.lifetimeMs),
      createdAt: new Date(now),
    });
    return token;
  }

  async rotate(token: string): Promise<RotateResult> {
    return this.knex.transaction(async (trx) => {
      const row = await trx('refreshTokens')
        .where({ tokenHash: hash(token) })
        .forUpdate()
        .first();
      if (!row) return { ok: false, reason: 'unknown' } as const;
      if (row.usedAt || row.revokedAt) {
        await trx('refreshTokens').where({ family: row.family }).update({ revokedAt: new Date() });
        return { ok: false, reason: 'replayed' } as const;
      }
      if (new Date(row.expiresAt).getTime() <= Date.now()) return { ok: false, reason: 'expired' } as const;
      await trx('refreshTokens').where({ id: row.id }).update({ usedAt: new Date() });
      const next = await this.issue(row.userId, row.family, trx);
      return { ok: true, userId: row.userId, token: next } as const;
    });
  }

  async revoke(token: string): Promise<void> {
    const row = await this.knex('refreshTokens')
      .where({ tokenHash: hash(token) })
      .first('family');
    if (row) await this.knex('refreshTokens').where({ family: row.family }).update({ revokedAt: new Date() });
  }

  async revokeAllFor(userId: number, trx: Knex = this.knex): Promise<void> {
    await trx('refreshTokens').where({ userId }).whereNull('revokedAt').update({ revokedAt: new Date() });
  }
}
