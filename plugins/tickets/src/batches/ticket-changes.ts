import type { Knex } from 'knex';
import { groupBatch, tenantStatement, tenantTableParts } from '@balcao/core';
import type { TicketAudienceFields } from '../realtime/ticket-audience.js';
import { caseById } from './case-by-id.js';

/** a ticket's columns to write, and its id */
export type TicketChange = Record<string, unknown> & { id: number };

/** what decides who saw a ticket */
const audienceColumns = ['id', 'companyId', 'queueId', 'userId', 'status'];
const ticketBefore = tenantStatement<{ id: number }, (TicketAudienceFields & { id: number }) | undefined>(
  (t, p) => t('tickets').where({ id: p.id }).first(audienceColumns),
);
const writeOne = tenantStatement((t, { id, ...columns }: TicketChange) =>
  t('tickets').where({ id }).update(columns),
);

/** Who saw the changed tickets before (their queue, attendant and status): one SELECT per group commit. */
export const ticketsBefore = groupBatch<number, (TicketAudienceFields & { id: number }) | undefined>(
  async (table, ids) => {
    if (ids.length === 1) return [await ticketBefore.run(table, { id: ids[0]! })];
    const rows = (await table('tickets')
      .whereIn('id', [...new Set(ids)])
      .select(audienceColumns)) as Array<TicketAudienceFields & { id: number }>;
    return ids.map((id) => rows.find((r) => Number(r.id) === id));
  },
);

/** a value a `case … when ? then ?` can bind as the column would store it */
const bindable = (v: unknown) =>
  v === null || v instanceof Date || ['string', 'number', 'boolean'].includes(typeof v);

/**
 * The changes of one group commit's tickets: one UPDATE whose values are picked per ticket (`case id when …`), each
 * column kept on the tickets that do not set it. A ticket changed twice in one batch, or a value that is not a plain
 * one (a raw expression), is written change by change.
 */
export const writeTicketChanges = groupBatch<TicketChange, void>(async (table, changes) => {
  const ids = changes.map((c) => c.id);
  const plain = changes.every((c) => Object.values(c).every(bindable));
  if (changes.length === 1 || !plain || new Set(ids).size < ids.length) {
    for (const change of changes) await writeOne.run(table, change);
    return changes.map(() => undefined);
  }
  const { knex } = tenantTableParts(table);
  const columns = [...new Set(changes.flatMap((c) => Object.keys(c)))].filter((k) => k !== 'id');
  const set = Object.fromEntries(
    columns.map((column) => {
      const setting = changes.filter((c) => column in c);
      return [
        column,
        caseById(
          knex,
          column,
          setting.map((c) => [c.id, c[column] as Knex.Value]),
        )!,
      ];
    }),
  );
  await table('tickets').whereIn('id', ids).update(set);
  return changes.map(() => undefined);
});
