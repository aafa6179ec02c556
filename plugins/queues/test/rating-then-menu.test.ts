import { describe, expect, it } from 'vitest';
import { botKernelPerFile, connectionWith, contact, menu, queueWith, setSetting } from './bot-kernel.js';
import { until } from '@balcao/core/testing';

const k = botKernelPerFile();

describe('after the rating question', () => {
  it('a message that is no rate gets the greeting and the queue menu on a new ticket, never the question again', async () => {
    await setSetting(k, 'userRating', 'enabled');
    const vendas = await queueWith(k, { name: 'Vendas', orderQueue: 1, greetingMessage: 'Vendas aqui.' });
    const trocas = await queueWith(k, { name: 'Trocas', orderQueue: 2, greetingMessage: 'Trocas aqui.' });
    const conn = await connectionWith(k, [vendas, trocas], {
      greetingMessage: 'Bem-vindo!',
      ratingMessage: 'Como foi?',
      complationMessage: 'Até logo!',
    });
    const rui = contact(k, conn, '5511911119001');
    await rui.says('oi');
    await rui.says('1');
    const first = await rui.ticket();
    expect(first.queueId).toBe(vendas);
    await k.t.kernel
      .knex('tickets')
      .where({ id: first.id })
      .update({ status: 'open', userId: k.seed.a.admin.id });
    const resolved = await k.admin.put(`/tickets/${first.id}`, { status: 'closed' });
    expect(resolved.status).toBe(200);
    await until('the rating question', () => rui.received().some((b) => b.includes('Como foi?')));

    await rui.says('quero trocar um produto');
    const tickets = await k.t.kernel
      .knex('tickets')
      .where({ contactId: first.contactId, whatsappId: Number(conn) })
      .orderBy('id');
    expect(tickets.map((t) => t.status)).toEqual(['closed', 'pending']);
    expect(tickets[1]).toMatchObject({ queueId: null, userId: null });
    const received = rui.received();
    expect(received.filter((b) => b.includes('Como foi?'))).toHaveLength(1);
    expect(received.slice(-2)).toEqual(['\u200eAté logo!', menu('Bem-vindo!', 'Vendas', 'Trocas')]);

    // the new conversation goes on as any other: "2" joins Trocas
    await rui.says('2');
    const open = await k.t.kernel.knex('tickets').where({ id: tickets[1].id }).first();
    expect(open.queueId).toBe(trocas);
    expect(rui.received().at(-1)).toBe('Trocas aqui.');
  });
});
