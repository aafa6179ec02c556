import { groupBatch, isMysql, tenantStatement, tenantTableParts } from '@balcao/core';

/** a `messages` row as the inbound step and a send write it */
export type MessageRow = {
  ticketId: number;
  contactId: number;
  whatsappId: number;
  wid: string;
  body: string;
  fromMe: boolean;
  read: boolean;
  ack: number;
  mediaType: string;
  mediaId: string | null;
  mediaName: string | null;
  quotedMsgId: number | null;
  participant: string | null;
  isDeleted: boolean;
  isEdited: boolean;
  userId: number | null;
  createdAt: Date;
  updatedAt: Date;
};

const insertIgnored = tenantStatement((t, p: MessageRow) =>
  t('messages').insert(p).onConflict(['ticket_id', 'wid']).ignore(),
);
const insertIgnoredReturningId = tenantStatement((t, p: MessageRow) =>
  t('messages').insert(p).onConflict(['ticket_id', 'wid']).ignore().returning('id'),
);

const keyOf = (r: { ticketId: unknown; wid: unknown }) => `${Number(r.ticketId)}:${String(r.wid)}`;

/**
 * The messages of one group commit, each inserted unless the unique (ticket_id, wid) says it is stored already (an
 * event replayed after a crash): its id, or undefined for a replay. Alone, one statement (how an ignored insert
 * shows differs by engine: MariaDB's INSERT IGNORE answers id 0, SQLite's RETURNING no row). Together, one INSERT
 * for all: SQLite answers the ids of the rows it took (RETURNING); MariaDB and MySQL read first which are there
 * already, insert the rest with no IGNORE (a row another process wrote meanwhile fails the batch, and the group
 * runs again message by message) and read their ids back.
 */
export const insertMessages = groupBatch<MessageRow, number | undefined>(async (table, rows) => {
  const { knex } = tenantTableParts(table);
  const keys = rows.map(keyOf);
  if (rows.length === 1 || new Set(keys).size < keys.length) {
    const ids: Array<number | undefined> = [];
    for (const row of rows) ids.push(await insertOne(table, row, isMysql(knex)));
    return ids;
  }
  const ticketIds = [...new Set(rows.map((r) => r.ticketId))];
  const wids = rows.map((r) => r.wid);
  if (!isMysql(knex)) {
    const taken = (await table('messages')
      .insert(rows)
      .onConflict(['ticket_id', 'wid'])
      .ignore()
      .returning(['id', 'ticketId', 'wid'])) as Array<{ id: number; ticketId: number; wid: string }>;
    const ids = new Map(taken.map((r) => [keyOf(r), Number(r.id)]));
    return keys.map((k) => ids.get(k));
  }
  const stored = () =>
    table('messages')
      .whereIn('ticketId', ticketIds)
      .whereIn('wid', wids)
      .select('id', 'ticketId', 'wid') as Promise<Array<{ id: number; ticketId: number; wid: string }>>;
  const there = new Set((await stored()).map(keyOf));
  const fresh = rows.filter((_, i) => !there.has(keys[i]!));
  if (!fresh.length) return keys.map(() => undefined);
  await table('messages').insert(fresh);
  const ids = new Map((await stored()).map((r) => [keyOf(r), Number(r.id)]));
  return keys.map((k) => (there.has(k) ? undefined : ids.get(k)));
});

async function insertOne(table: Parameters<typeof insertIgnored.run>[0], row: MessageRow, mysql: boolean) {
  if (mysql) {
    const [id] = (await insertIgnored.run(table, row)) as number[];
    return id ? Number(id) : undefined;
  }
  const [inserted] = (await insertIgnoredReturningId.run(table, row)) as Array<{ id: number }>;
  return inserted ? Number(inserted.id) : undefined;
}
