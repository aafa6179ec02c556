import { notFound } from '@balcao/core';
import type { Knex } from 'knex';
import type { ChatDeps } from './chat-deps.js';

/**
 * The members a chat gets from its dialog: the owner and `users`, every one a user of the owner's company
 * (anyone else, another company's user included, is 404 ERR_NO_USER_FOUND and nothing is written).
 */
export async function membersOf(
  deps: ChatDeps,
  companyId: number,
  ownerId: number | null,
  users: number[],
  trx?: Knex.Transaction,
): Promise<number[]> {
  const wanted = [...new Set(ownerId === null ? users : [ownerId, ...users])];
  const found = await deps.db.tenant(companyId, trx)('users').whereIn('id', wanted).select('id');
  if (found.length !== wanted.length) throw notFound('ERR_NO_USER_FOUND');
  return wanted;
}

/** The user ids of a chat's members as they stand. */
export async function memberIds(
  deps: ChatDeps,
  companyId: number,
  chatId: number,
  trx?: Knex.Transaction,
): Promise<number[]> {
  const rows = await deps.db.tenant(companyId, trx)('chat_users').where({ chatId }).select('userId');
  return rows.map((m: { userId: number }) => Number(m.userId));
}
