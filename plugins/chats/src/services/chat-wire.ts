import type { Knex } from 'knex';
import { storedDate } from '@balcao/core';
import type { ChatMessageWire, ChatWire } from '../contracts.js';
import type { ChatDeps } from './chat-deps.js';

type Row = Record<string, unknown>;

/** A date column's ISO string, or null (what `JSON.stringify` made of the Date the wire used to carry). */
const isoOf = (v: unknown) => storedDate(v)?.toJSON() ?? null;
/** A column that is never null (chats' dates; a message's createdAt, which send-message always writes). */
const isoAt = (v: unknown) => isoOf(v)!;

/** id -> name of the company's users among `ids` (one query). */
export async function userNames(
  deps: ChatDeps,
  companyId: number,
  ids: Array<number | null | undefined>,
  trx?: Knex.Transaction,
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (!wanted.length) return new Map();
  const rows = await deps.db.tenant(companyId, trx)('users').whereIn('id', wanted).select('id', 'name');
  return new Map(rows.map((r: Row) => [Number(r.id), String(r.name)]));
}

const party = (names: Map<number, string>, id: number | null) =>
  id !== null && names.has(id) ? { id, name: names.get(id)! } : null;

/** Chats rows as the wire serves them, with their members and owner: three queries for any number of chats. */
export async function wireChats(
  deps: ChatDeps,
  companyId: number,
  rows: Row[],
  trx?: Knex.Transaction,
): Promise<ChatWire[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => Number(r.id));
  const members: Row[] = await deps.db
    .tenant(
      companyId,
      trx,
    )('chat_users')
    .whereIn('chatId', ids)
    .orderBy('id');
  const names = await userNames(
    deps,
    companyId,
    [
      ...members.map((m) => Number(m.userId)),
      ...rows.map((r) => (r.ownerId === null ? null : Number(r.ownerId))),
    ],
    trx,
  );
  return rows.map((r) => {
    const ownerId = r.ownerId === null ? null : Number(r.ownerId);
    return {
      id: Number(r.id),
      uuid: String(r.uuid),
      title: String(r.title),
      ownerId,
      owner: party(names, ownerId),
      lastMessage: (r.lastMessage as string | null) ?? null,
      companyId,
      users: members
        .filter((m) => Number(m.chatId) === Number(r.id))
        .map((m) => ({
          id: Number(m.id),
          chatId: Number(m.chatId),
          userId: Number(m.userId),
          unreads: Number(m.unreads),
          user: party(names, Number(m.userId)),
          createdAt: isoOf(m.createdAt),
          updatedAt: isoOf(m.updatedAt),
        })),
      createdAt: isoAt(r.createdAt),
      updatedAt: isoAt(r.updatedAt),
    };
  });
}

/** Message rows with their sender's name (one query). */
export async function wireMessages(
  deps: ChatDeps,
  companyId: number,
  rows: Row[],
  trx?: Knex.Transaction,
): Promise<ChatMessageWire[]> {
  const senderOf = (r: Row) => (r.senderId === null ? null : Number(r.senderId));
  const names = await userNames(deps, companyId, rows.map(senderOf), trx);
  return rows.map((r) => ({
    id: Number(r.id),
    chatId: Number(r.chatId),
    senderId: senderOf(r),
    sender: party(names, senderOf(r)),
    message: String(r.message),
    mediaPath: (r.mediaPath as string | null) ?? null,
    mediaName: (r.mediaName as string | null) ?? null,
    createdAt: isoAt(r.createdAt),
    updatedAt: isoOf(r.updatedAt),
  }));
}
