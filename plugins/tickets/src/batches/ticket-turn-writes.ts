import { groupBatch, tenantStatement, tenantTableParts } from '@balcao/core';
import { caseById } from './case-by-id.js';

/** what a stored message changes on its ticket; `lastContactMessage` (and one more unread) when the contact wrote */
export interface TicketTurnWrite {
  id: number;
  lastMessage: string;
  lastContactMessage?: string;
  updatedAt: Date;
}

const typedOnPhone = tenantStatement((t, p: { id: number; lastMessage: string; updatedAt: Date }) =>
  t('tickets').where({ id: p.id }).update({ lastMessage: p.lastMessage, updatedAt: p.updatedAt }),
);
const contactWrote = tenantStatement(
  (t, p: { id: number; lastMessage: string; lastContactMessage: string; updatedAt: Date }) =>
    t('tickets')
      .where({ id: p.id })
      .update({
        lastMessage: p.lastMessage,
        lastContactMessage: p.lastContactMessage,
        updatedAt: p.updatedAt,
      })
      .increment('unreadMessages', 1),
);

/**
 * The tickets' last message and unread count after the messages of one group commit: one UPDATE whose values are
 * picked per ticket (`case id when …`). A ticket asked twice in one batch is written one message at a time.
 */
export const writeTicketTurns = groupBatch<TicketTurnWrite, void>(async (table, writes) => {
  const ids = writes.map((w) => w.id);
  if (writes.length === 1 || new Set(ids).size < ids.length) {
    for (const w of writes)
      if (w.lastContactMessage === undefined) await typedOnPhone.run(table, w);
      else await contactWrote.run(table, { ...w, lastContactMessage: w.lastContactMessage });
    return writes.map(() => undefined);
  }
  const { knex } = tenantTableParts(table);
  /** the column picked per ticket over the writes that set it; none does: the column is kept */
  const pick = (column: string, value: (w: TicketTurnWrite) => string | Date | undefined) => {
    const values = writes.flatMap((w) => {
      const v = value(w);
      return v === undefined ? [] : [[w.id, v] as [number, string | Date]];
    });
    const picked = caseById(knex, column, values);
    return picked ? { [column]: picked } : {};
  };
  const wrote = writes.filter((w) => w.lastContactMessage !== undefined).map((w) => w.id);
  await table('tickets')
    .whereIn('id', ids)
    .update({
      ...pick('lastMessage', (w) => w.lastMessage),
      ...pick('lastContactMessage', (w) => w.lastContactMessage),
      ...pick('updatedAt', (w) => w.updatedAt),
      ...(wrote.length
        ? {
            unreadMessages: knex.raw(
              `?? + case when ?? in (${wrote.map(() => '?').join(', ')}) then 1 else 0 end`,
              ['unreadMessages', 'id', ...wrote],
            ),
          }
        : {}),
    });
  return writes.map(() => undefined);
});
