import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { isSqlite } from '../db/knex.js';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * How long a used token still answers with the successor it was rotated to. A client reloading with an expired
 * access token fires several refreshes with the same cookie at once; they must all carry on, not be taken for
 * a replay.
 */
export const REFRESH_GRACE_MS = 10_000;

/**
 * The token a used one is rotated to, derived rather than random so that a racing request presenting the same
 * cookie gets the same successor. Keyed by the server's refresh secret and the family id: neither an old token
 * nor a copy of the database alone tells anyone the next one.
 */
const successorOf = (secret: string, token: string, family: string) =>
  createHmac('sha384', `${secret}:${family}`).update(token).digest('base64url');

/** Why a family was revoked, kept when the user should be told: another sign-in on the account ended it. */
export type RevokeReason = 'signedInElsewhere';

export type RotateResult =
  | { ok: true; userId: number; token: string; family: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'replayed' | RevokeReason };

interface TokenRow {
  id: number;
  userId: number;
  family: string;
  expiresAt: Date | number | string;
  usedAt: Date | number | string | null;
  revokedAt: Date | number | string | null;
  revokedReason: RevokeReason | null;
}

const time = (v: Date | number | string) => new Date(v).getTime();

/**
 * Refresh tokens are single use. Each login starts a family; a refresh marks its token used and issues the
 * next one in the family. Presenting a used token again means it was stolen or replayed: the whole family dies,
 * unless it comes within the grace window and its successor has not been used yet (parallel refreshes of one
 * tab), which get that same successor.
 */
export class RefreshTokens {
  constructor(
    private knex: Knex,
    private lifetimeMs: number,
    /** JWT_REFRESH_SECRET: keys the derivation of successors */
    private secret: string,
  ) {}

  async issue(userId: number, family: string = randomUUID(), trx: Knex = this.knex): Promise<string> {
    const token = randomBytes(48).toString('base64url');
    await this.store(trx, userId, token, family);
    return token;
  }

  async rotate(token: string): Promise<RotateResult> {
    // On MySQL/MariaDB, REPEATABLE READ would lock the gap around the token as well, and the successor's insert
    // into that gap then deadlocks with the parallel refreshes queued on the token; READ COMMITTED locks rows only.
    const isolation: Knex.TransactionConfig = isSqlite(this.knex) ? {} : { isolationLevel: 'read committed' };
    return this.knex.transaction(async (trx) => {
      const row: TokenRow | undefined = await trx('refreshTokens')
        .where({ tokenHash: hash(token) })
        .forUpdate()
        .first();
      if (!row) return { ok: false, reason: 'unknown' } as const;
      if (row.revokedAt) {
        // a token of a family ended by a sign-in elsewhere is refused with that reason, for the login screen
        const refused = await this.replayed(trx, row);
        return row.revokedReason ? { ok: false, reason: row.revokedReason } : refused;
      }
      const next = successorOf(this.secret, token, row.family);
      if (row.usedAt) return this.reuse(trx, row, next);
      if (time(row.expiresAt) <= Date.now()) return { ok: false, reason: 'expired' } as const;
      await trx('refreshTokens').where({ id: row.id }).update({ usedAt: new Date() });
      await this.store(trx, row.userId, next, row.family);
      return { ok: true, userId: row.userId, token: next, family: row.family } as const;
    }, isolation);
  }

  /** A used token again: the same successor within the grace window while that one is unused, else theft. */
  private async reuse(trx: Knex, row: TokenRow, next: string): Promise<RotateResult> {
    if (Date.now() - time(row.usedAt!) <= REFRESH_GRACE_MS) {
      const successor: TokenRow | undefined = await trx('refreshTokens')
        .where({ tokenHash: hash(next) })
        .forUpdate()
        .first();
      if (successor && !successor.usedAt && !successor.revokedAt)
        return { ok: true, userId: row.userId, token: next, family: row.family };
    }
    return this.replayed(trx, row);
  }

  private async replayed(trx: Knex, row: TokenRow): Promise<RotateResult> {
    await trx('refreshTokens').where({ family: row.family }).update({ revokedAt: new Date() });
    return { ok: false, reason: 'replayed' };
  }

  private async store(trx: Knex, userId: number, token: string, family: string) {
    const now = Date.now();
    await trx('refreshTokens').insert({
      userId,
      tokenHash: hash(token),
      family,
      expiresAt: new Date(now + this.lifetimeMs),
      createdAt: new Date(now),
    });
  }

  /** The family (session id) a presented token belongs to, whatever its state. */
  async familyOf(token: string): Promise<string | undefined> {
    const row = await this.knex('refreshTokens')
      .where({ tokenHash: hash(token) })
      .first('family');
    return row?.family;
  }

  async revokeFamily(family: string, reason?: RevokeReason): Promise<void> {
    await this.knex('refreshTokens')
      .where({ family })
      .whereNull('revokedAt')
      .update({ revokedAt: new Date(), revokedReason: reason ?? null });
  }

  /** A session stands while its family holds a token neither revoked nor expired (the cookie can still refresh). */
  async familyStands(family: string): Promise<boolean> {
    const row = await this.knex('refreshTokens')
      .where({ family })
      .whereNull('revokedAt')
      .where('expiresAt', '>', new Date())
      .first('id');
    return Boolean(row);
  }

  /** The user's sessions that still stand. */
  async liveFamilies(userId: number): Promise<string[]> {
    const rows: Array<{ family: string }> = await this.knex('refreshTokens')
      .where({ userId })
      .whereNull('revokedAt')
      .where('expiresAt', '>', new Date())
      .distinct('family');
    return rows.map((r) => r.family);
  }

  async revokeAllFor(userId: number, trx: Knex = this.knex): Promise<void> {
    await trx('refreshTokens').where({ userId }).whereNull('revokedAt').update({ revokedAt: new Date() });
  }
}
