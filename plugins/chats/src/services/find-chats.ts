import { forbidden, notFound, pageOf } from '@balcao/core';
import type { Knex } from 'knex';
import type { ChatPageQuery } from '../chat-schemas.js';
import type { Caller, ChatDeps } from './chat-deps.js';
import type { ChatPage, ChatWire } from '../contracts.js';
import { wireChats } from './chat-wire.js';

/** Whaticket's page size for chats and chat messages. */
export const CHAT_PAGE_SIZE = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /chats: `{ records, count, hasMore }`, the chats the caller is a member of, the latest activity first,
 * those whose title holds searchParam; with `unread`, only those the caller has unread messages in.
 */
export async function listChatPage(
  deps: ChatDeps,
  caller: Caller,
  { searchParam, pageNumber, unread }: ChatPageQuery,
): Promise<ChatPage<ChatWire>> {
  const t = deps.db.tenant(caller.companyId);
  const term = searchParam.trim().toLowerCase();
  const mine = t('chat_users').where({ userId: caller.id }).select('chatId');
  if (unread) mine.where('unreads', '>', 0);
  const base = () => {
    const q = t('chats').whereIn('chats.id', mine.clone());
    if (term) q.whereRaw('LOWER(chats.title) LIKE ?', [`%${term}%`]);
    return q;
  };
  const { rows, count, hasMore } = await pageOf(base, pageNumber, CHAT_PAGE_SIZE, (q) =>
    q.select('chats.*').orderBy('chats.updatedAt', 'desc').orderBy('chats.id', 'desc'),
  );
  return {
    records: await wireChats(deps, caller.companyId, rows),
    count,
    hasMore,
  };
}

/**
 * The chat row addressed by id or uuid, if the caller is one of its members. Another company's chat, and one
 * the caller is not in, are equally not found: a non-member learns nothing, not even that it exists.
 */
export async function findMemberChat(
  deps: ChatDeps,
  caller: Caller,
  ref: string,
  trx?: Knex.Transaction,
): Promise<Record<string, unknown>> {
  const t = deps.db.tenant(caller.companyId, trx);
  const q = t('chats');
  if (UUID.test(ref)) q.where('chats.uuid', ref.toLowerCase());
  else if (/^\d{1,15}$/.test(ref) && Number(ref) > 0) q.where('chats.id', Number(ref));
  else throw notFound('ERR_NO_CHAT_FOUND');
  const row = await q
    .whereIn('chats.id', t('chat_users').where({ userId: caller.id }).select('chatId'))
    .select('chats.*')
    .first();
  if (!row) throw notFound('ERR_NO_CHAT_FOUND');
  return row as Record<string, unknown>;
}

/** As findMemberChat, and the caller must own it (spec §6: only the owner edits or deletes), else 403. */
export async function findOwnChat(deps: ChatDeps, caller: Caller, ref: string, trx?: Knex.Transaction) {
  const row = await findMemberChat(deps, caller, ref, trx);
  if (Number(row.ownerId) !== caller.id) throw forbidden('ERR_NO_PERMISSION');
  return row;
}

/** One chat as the wire serves it, by its id within the company. */
export async function loadChat(
  deps: ChatDeps,
  companyId: number,
  id: number,
  trx?: Knex.Transaction,
): Promise<ChatWire> {
  const row = await deps.db.tenant(companyId, trx)('chats').where({ id }).first();
  if (!row) throw notFound('ERR_NO_CHAT_FOUND');
  const [chat] = await wireChats(deps, companyId, [row], trx);
  return chat!;
}

/** GET /chats/:id */
export async function showChat(deps: ChatDeps, caller: Caller, ref: string) {
  const row = await findMemberChat(deps, caller, ref);
  return loadChat(deps, caller.companyId, Number(row.id));
}
