import type { Knex } from 'knex';
import type { ChatDeps } from './chat-deps.js';

type Row = Record<string, unknown>;

export interface ChatMemberWire {
  id: number;
  chatId: number;
  userId: number;
  unreads: number;
  user: { id: number; name: string } | null;
  createdAt: Date | null;
  updatedAt: Date | null;
}

/** Spec §3 Chat, as Whaticket's Chat with its `owner` and `users` (ChatUser with `user`) includes. */
export interface ChatWire {
  id: number;
  uuid: string;
  title: string;
  ownerId: number | null;
  owner: { id: number; name: string } | null;
  lastMessage: string | null;
  companyId: number;
  users: ChatMemberWire[];
  createdAt: Date | null;
  updatedAt: Date | null;
}

/** Spec §3 Chat message: message, senderId, sender.name, createdAt, chatId. */
export interface ChatMessageWire {
  id: number;
  chatId: number;
  senderId: number | null;
  sender: { id: number; name: string } | null;
  message: string;
  mediaPath: string | null;
  mediaName: string | null;
  createdAt: Date | null;
  updatedAt: Date | null;
}

/** SQLite hands dates back as epoch numbers, MariaDB as Date: the wire always carries a Date (ISO in JSON). */
export function toDate(v: unknown): Date | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v;
  return new Date(typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : (v as string | number));
}

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
          createdAt: toDate(m.createdAt),
          updatedAt: toDate(m.updatedAt),
        })),
      createdAt: toDate(r.createdAt),
      updatedAt: toDate(r.updatedAt),
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
    createdAt: toDate(r.createdAt),
    updatedAt: toDate(r.updatedAt),
  }));
}
