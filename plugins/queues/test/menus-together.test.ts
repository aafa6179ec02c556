import { describe, expect, it } from 'vitest';
import { botKernelPerFile, connectionWith, contact, menu, queueWith } from './bot-kernel.js';
import { until } from '@balcao/core/testing';

const k = botKernelPerFile();

/**
 * Menus for many conversations at once share their commits (the group commit of `db.grouped`, as the inbound
 * messages do): each contact still gets its one menu, and each turn is recorded once.
 */
describe('menus of many conversations at once', () => {
  it('go out once each, in fewer commits than menus', async () => {
    const a = await queueWith(k, { name: 'Pedidos', greetingMessage: 'Pedidos aqui.' });
    const b = await queueWith(k, { name: 'Entregas' });
    const conn = await connectionWith(k, [a, b], { greetingMessage: 'Olá!' });
    const contacts = Array.from({ length: 12 }, (_, i) =>
      contact(k, conn, `55119202${String(i).padStart(5, '0')}`),
    );
    const knex = k.t.kernel.knex;
    let commits = 0;
    let ticketUpdates = 0;
    const count = (q: { sql: string }) => {
      if (/^commit/i.test(q.sql.trim())) commits++;
      if (/^update [`"]tickets[`"]/i.test(q.sql.trim())) ticketUpdates++;
    };
    knex.on('query', count);
    try {
      await Promise.all(contacts.map((c) => c.says('oi')));
      await until('every menu sent', () => contacts.every((c) => c.received().length > 0));
    } finally {
      knex.off('query', count);
    }
    for (const c of contacts) expect(c.received()).toEqual([menu('Olá!', 'Entregas', 'Pedidos')]);
    const ticketIds = await Promise.all(contacts.map(async (c) => (await c.ticket()).id as number));
    const replies = await knex('bot_replies').whereIn('ticketId', ticketIds).select('ticketId', 'kind');
    expect(replies.map((r: { kind: string }) => r.kind)).toEqual(contacts.map(() => 'menu'));
    expect(new Set(replies.map((r: { ticketId: number }) => r.ticketId)).size).toBe(contacts.length);
    // one commit per menu and at least one for the stored messages, were each turn its own transaction
    expect(commits).toBeLessThan(contacts.length);
    // each turn writes its ticket twice (the menu count, then the last message), here together
    expect(ticketUpdates).toBeLessThan(contacts.length);
    for (const c of contacts) {
      const ticket = await c.ticket();
      expect(Number(ticket.amountUsedBotQueues)).toBe(1);
      expect(ticket.lastMessage).toBe(menu('Olá!', 'Entregas', 'Pedidos'));
      const sent = await knex('messages').where({ ticketId: ticket.id, fromMe: true }).pluck('body');
      expect(sent).toEqual([menu('Olá!', 'Entregas', 'Pedidos')]);
    }

    // half choose a queue, half answer something else: two kinds of change in the same turns
    await Promise.all(contacts.map((c, i) => c.says(i % 2 ? '2' : 'hein?')));
    await until('every answer sent', () => contacts.every((c) => c.received().length === 2));
    for (const [i, c] of contacts.entries()) {
      const ticket = await c.ticket();
      if (i % 2) {
        expect(ticket.queueId).toBe(a);
        expect(Number(ticket.amountUsedBotQueues)).toBe(0);
        expect(c.received()[1]).toBe('Pedidos aqui.');
      } else {
        expect(ticket.queueId).toBeNull();
        expect(Number(ticket.amountUsedBotQueues)).toBe(2);
        expect(c.received()[1]).toBe(
          menu('Opção inválida, por favor, escolha uma opção válida.', 'Entregas', 'Pedidos'),
        );
      }
    }
  });
});
