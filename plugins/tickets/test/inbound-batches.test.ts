import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { createTenantDb } from '@balcao/core';
import { until } from '@balcao/core/testing';
import { startTicketsKernel, type TicketsKernel } from './tickets-kernel.js';
import { conversation, type TicketRow } from './conversation.js';
import { insertMessages, type MessageRow } from '../src/batches/message-inserts.js';

/**
 * Messages of many conversations arriving together share one commit, and their ticket look-ups, message inserts and
 * ticket updates go as one statement each (src/batches): every ticket still ends with its own last message
 * and unread count, and every message is stored once.
 */
const k = kernelPerFile<TicketsKernel>(startTicketsKernel, 60_000);
const db = () => k.t.kernel.knex;
const numberOf = (i: number) => `55119401${String(i).padStart(5, '0')}`;

describe('messages of many conversations at once', () => {
  it('leave each ticket its own last message and unread count, each message stored once', async () => {
    const contacts = 30;
    const tickets: TicketRow[] = [];
    for (let i = 0; i < contacts; i++)
      tickets.push((await conversation(k, numberOf(i), [`primeira ${i}`])).ticket);
    let inserts = 0;
    const count = (q: { sql: string }) => {
      if (/^insert into [`"]messages[`"]/i.test(q.sql.trim())) inserts++;
    };
    db().on('query', count);
    try {
      for (let i = 0; i < contacts; i++)
        k.sim.contactSends(String(k.connectionId), {
          from: { number: numberOf(i), name: `Cliente ${i}` },
          type: 'text',
          body: `segunda ${i}`,
        });
      // typed on the phone, among them: no unread for the attendant
      for (let i = 0; i < 5; i++)
        k.sim.phoneSends(
          String(k.connectionId),
          { number: numberOf(i), name: `Cliente ${i}` },
          `do celular ${i}`,
        );
      await until('every message stored', async () => {
        const [row] = await db()('messages')
          .whereIn(
            'ticketId',
            tickets.map((t) => t.id),
          )
          .count({ n: '*' });
        return Number(row?.n) === contacts * 2 + 5;
      });
    } finally {
      db().off('query', count);
    }
    // fewer INSERTs than messages: they went together
    expect(inserts).toBeLessThan(contacts + 5);
    for (const [i, before] of tickets.entries()) {
      const t = (await db()('tickets').where({ id: before.id }).first()) as TicketRow;
      expect(Number(t.unreadMessages), `ticket of contact ${i}`).toBe(2);
      expect(t.lastContactMessage).toBe(`segunda ${i}`);
      expect(i < 5 ? [`segunda ${i}`, `do celular ${i}`] : [`segunda ${i}`]).toContain(t.lastMessage);
      const bodies = (await db()('messages')
        .where({ ticketId: before.id })
        .orderBy('id')
        .pluck('body')) as string[];
      expect(bodies.sort()).toEqual(
        [`primeira ${i}`, `segunda ${i}`, ...(i < 5 ? [`do celular ${i}`] : [])].sort(),
      );
    }
  });

  it('answers a message stored already as a replay, in a batch with new ones', async () => {
    const { ticket, waIds } = await conversation(k, numberOf(100), ['guardada']);
    const tenantDb = createTenantDb(db());
    const row = (wid: string, body: string): MessageRow => ({
      ticketId: ticket.id,
      contactId: ticket.contactId,
      whatsappId: k.connectionId,
      wid,
      body,
      fromMe: false,
      read: false,
      ack: 0,
      mediaType: 'conversation',
      mediaId: null,
      mediaName: null,
      quotedMsgId: null,
      participant: null,
      isDeleted: false,
      isEdited: false,
      userId: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const insert = (r: MessageRow) =>
      tenantDb.grouped((trx) => insertMessages.load(tenantDb.tenant(k.seed.a.id, trx), r));
    // the first goes alone; the rest share the next commit, the stored one among them
    const answers = await Promise.all([
      insert(row('lote-0', 'nova 0')),
      insert(row('lote-1', 'nova 1')),
      insert(row(waIds[0]!, 'guardada')),
      insert(row('lote-2', 'nova 2')),
    ]);
    expect(answers[2]).toBeUndefined();
    const stored = (await db()('messages').where({ ticketId: ticket.id }).select('id', 'wid')) as Array<{
      id: number;
      wid: string;
    }>;
    for (const [i, wid] of ['lote-0', 'lote-1', undefined, 'lote-2'].entries())
      if (wid) expect(answers[i]).toBe(stored.find((s) => s.wid === wid)?.id);
    expect(stored).toHaveLength(4);
  });
});
