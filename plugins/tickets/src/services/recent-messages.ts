import type { Knex } from 'knex';
import { tenant } from '@balcao/core';
import { Message } from '../message-model.js';

/**
 * The newest `n` messages of a ticket, returned oldest first (a bot's conversation history: an AI prompt reads
 * the latest exchange, not the ticket's first messages). Deleted ones included; the caller decides.
 */
export async function recentMessages(
  companyId: number,
  ticketId: number,
  n: number,
  trx?: Knex.Transaction,
): Promise<Message[]> {
  if (n <= 0) return [];
  const newest = await tenant(
    companyId,
    trx,
  )(Message)
    .where({ ticketId })
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(n);
  return newest.reverse();
}
