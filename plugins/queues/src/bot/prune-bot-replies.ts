import type { Knex } from '../db-types.js';

/** How long the bot remembers what it answered: far past any replay or timeUseBotQueues window in use. */
export const BOT_REPLY_DAYS = 7;

/**
 * Deletes bot replies older than BOT_REPLY_DAYS, every company at once (a platform chore, not a tenant's). A row
 * matters while its inbox event may be replayed (minutes, or an admin's retry of a failed event, whose sends the
 * outbox's idempotency keys still hold to one) and for the menu's spacing; without pruning the table only grows.
 */
export async function pruneBotReplies(knex: Knex, now: Date): Promise<number> {
  const before = now.getTime() - BOT_REPLY_DAYS * 24 * 3600_000;
  return knex('bot_replies').where('repliedAt', '<', before).delete();
}
