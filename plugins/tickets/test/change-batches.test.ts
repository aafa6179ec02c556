import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { createTenantDb } from '@balcao/core';
import type { TicketServices } from '../src/index.js';
import { startTicketsKernel, type TicketsKernel } from './tickets-kernel.js';
import { conversation, type TicketRow } from './conversation.js';

/**
 * Ticket changes made together in one group commit (bot turns of many conversations) are read and written as one
 * statement each (src/batches/ticket-changes.ts, changed-tickets.ts): each ticket still ends as its own change
 * left it, and a change the database refuses fails alone.
 */
const k = kernelPerFile<TicketsKernel>(startTicketsKernel, 60_000);
const db = () => k.t.kernel.knex;
const tickets = () => k.services<TicketServices>('tickets');

/** how many `update tickets` knex sends while `fn` runs */
async function ticketUpdatesDuring(fn: () => Promise<unknown>): Promise<number> {
  let n = 0;
  const count = (q: { sql: string }) => {
    if (/^update [`"]tickets[`"]/i.test(q.sql.trim())) n++;
  };
  db().on('query', count);
  try {
    await fn();
  } finally {
    db().off('query', count);
  }
  return n;
}

describe('ticket changes of one group commit', () => {
  it('write each ticket its own columns in one UPDATE, and answer each ticket as changed', async () => {
    const rows: TicketRow[] = [];
    for (let i = 0; i < 4; i++) rows.push((await conversation(k, `55119403000${i}`, [`oi ${i}`])).ticket);
    const group = createTenantDb(db());
    const company = k.seed.a.id;
    const changes: Array<Record<string, unknown>> = [
      { amountUsedBotQueues: 1 },
      { amountUsedBotQueues: 2, chatbot: true },
      { status: 'open', userId: k.seed.a.admin.id },
      { lastMessage: 'trocada', amountUsedBotQueues: 5 },
    ];
    let answered: Array<Record<string, unknown>> = [];
    const updates = await ticketUpdatesDuring(async () => {
      answered = (await Promise.all(
        changes.map((c, i) => group.grouped((trx) => tickets().change(company, rows[i]!.id, c, trx))),
      )) as unknown as Array<Record<string, unknown>>;
    });
    // together: fewer UPDATEs than changes (one per change, were each its own)
    expect(updates).toBeLessThan(changes.length);
    for (const [i, c] of changes.entries()) {
      const stored = await db()('tickets').where({ id: rows[i]!.id }).first();
      expect(answered[i]!.id).toBe(rows[i]!.id);
      for (const [column, value] of Object.entries(c)) {
        expect(stored[column] == value, `${column} of ticket ${i}`).toBe(true);
        expect(answered[i]![column] == value, `${column} answered for ticket ${i}`).toBe(true);
      }
      // what a change did not name stays as it was
      if (!('status' in c)) expect(stored.status).toBe('pending');
      if (!('lastMessage' in c)) expect(stored.lastMessage).toBe(`oi ${i}`);
    }
    expect(answered[2]!.user).toMatchObject({ id: k.seed.a.admin.id });
  });

  it('fails only the change the database refuses, the others of its group committed', async () => {
    const number = '5511940309999';
    const first = (await conversation(k, number, ['primeiro'])).ticket;
    await db()('tickets').where({ id: first.id }).update({ status: 'closed', openSlot: null });
    const second = (await conversation(k, number, ['segundo'])).ticket;
    const other = (await conversation(k, '5511940308888', ['outro'])).ticket;
    const group = createTenantDb(db());
    const company = k.seed.a.id;
    const change = (id: number, c: Record<string, unknown>) =>
      group.grouped((trx) => tickets().change(company, id, c, trx));
    const [warmUp, reopened, moved] = await Promise.allSettled([
      change(other.id, { amountUsedBotQueues: 1 }),
      // the contact has a non-closed ticket on this connection already (the second)
      change(first.id, { status: 'pending' }),
      change(other.id, { amountUsedBotQueues: 2 }),
    ]);
    expect(warmUp.status).toBe('fulfilled');
    expect(reopened).toMatchObject({ status: 'rejected', reason: { code: 'ERR_OTHER_OPEN_TICKET' } });
    expect(moved.status).toBe('fulfilled');
    expect((await db()('tickets').where({ id: first.id }).first()).status).toBe('closed');
    expect((await db()('tickets').where({ id: second.id }).first()).status).toBe('pending');
    expect(Number((await db()('tickets').where({ id: other.id }).first()).amountUsedBotQueues)).toBe(2);
  });
});
