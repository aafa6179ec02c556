import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { definePlugin, type HookEvents } from '@balcao/core';
import { startTicketsKernel, type TicketsKernel } from './tickets-kernel.js';
import { conversation } from './conversation.js';
import { sentTo, setSetting } from './ticket-fixtures.js';
import { until } from '@balcao/core/testing';

/** what a step after the rating one saw: the ticket it was given and whether it counts as a first message */
const seen: Array<{ body: string; ticketId: number; created: boolean }> = [];
const events: Array<HookEvents['ticket.event']> = [];
const probe = definePlugin({
  name: 'rating-probe',
  requires: ['tickets'],
  setup(ctx) {
    // what reaches the bots: after tickets' turn, rating replies included
    ctx.pipeline.stage({ name: 'rating-probe', after: ['turn'], before: ['bots'] });
    ctx.pipeline.step({
      name: 'rating-probe.first',
      stage: 'rating-probe',
      kinds: ['message'],
      handle: (event, { state: { turn } }) => {
        if (turn)
          seen.push({
            body: String(event.payload.body),
            ticketId: turn.ticket.id,
            created: turn.ticketCreated,
          });
        return 'continue';
      },
    });
    ctx.hooks.on('ticket.event', (e) => void events.push(e));
  },
});

const k = kernelPerFile<TicketsKernel>(() => startTicketsKernel([probe]), 60_000);
let companyId: number;
beforeAll(async () => {
  companyId = k.seed.a.id;
  await setSetting(k, companyId, 'userRating', 'enabled');
}, 60_000);
beforeEach(async () => {
  await db()('whatsapps')
    .where({ id: k.connectionId })
    .update({ ratingMessage: 'Como foi?', complationMessage: 'Até logo!', fields: null });
});

const db = () => k.t.kernel.knex;
const conn = () => String(k.connectionId);
const question =
  '\u200eComo foi?\n\nDigite de 1 à 3 para qualificar nosso atendimento:\n*1* - _Insatisfeito_\n*2* - _Satisfeito_\n*3* - _Muito Satisfeito_';
const ticketsOf = (number: string) =>
  db()('tickets')
    .join('contacts', 'contacts.id', 'tickets.contactId')
    .where('contacts.number', number)
    .orderBy('tickets.id')
    .select('tickets.*');

/** a conversation handled by the admin and resolved: the rating question was sent, the ticket waits */
async function waitingForRating(number: string) {
  const { ticket } = await conversation(k, number, ['Oi'], { status: 'open', userId: k.seed.a.admin.id });
  const res = await k.admin.put(`/tickets/${ticket.id}`, { status: 'closed' });
  expect(res.status).toBe(200);
  await until('the question', () => sentTo(k, number).includes(question));
  return ticket.id;
}
const say = (number: string, body: string) =>
  k.sim.contactSends(conn(), { from: { number, name: `Cliente ${number}` }, type: 'text', body });

describe('a rating question never blocks', () => {
  it('an unrelated answer closes the rated ticket unrated and opens a new conversation with it', async () => {
    const number = '5511970000001';
    const rated = await waitingForRating(number);
    const wid = say(number, 'quero comprar outra coisa');
    await until('a second ticket', async () => (await ticketsOf(number)).length === 2);
    await until('the probe saw it', () => seen.some((s) => s.body === 'quero comprar outra coisa'));
    const [old, fresh] = await ticketsOf(number);
    expect(old).toMatchObject({ id: rated, status: 'closed', openSlot: null });
    expect(Boolean(old.awaitingRating)).toBe(false);
    expect(fresh).toMatchObject({ status: 'pending', userId: null, queueId: null, unreadMessages: 1 });
    expect(fresh.lastMessage).toBe('quero comprar outra coisa');
    const message = await db()('messages').where({ wid }).first();
    expect(message.ticketId).toBe(fresh.id);
    expect(await db()('userRatings').where({ ticketId: rated })).toHaveLength(0);
    // the next steps got the new ticket as a first message
    expect(seen.find((s) => s.body === 'quero comprar outra coisa')).toEqual({
      body: 'quero comprar outra coisa',
      ticketId: fresh.id,
      created: true,
    });
    await until('the farewell', () => sentTo(k, number).includes('\u200eAté logo!'));
    await new Promise((r) => setTimeout(r, 150));
    // the question went once, then the farewell of the closed ticket; never asked again
    expect(sentTo(k, number).filter((b) => b === question)).toHaveLength(1);
    expect(sentTo(k, number)).toEqual([question, '\u200eAté logo!']);

    // a replay of the same inbox event changes nothing
    await db()('inboxEvents').where({ waId: wid, kind: 'message' }).update({ status: 'pending' });
    await k.t.kernel.inbox.resume(k.connectionId);
    await until(
      'replayed',
      async () => (await db()('inboxEvents').where({ waId: wid, kind: 'message' }).first()).status === 'done',
    );
    expect(await ticketsOf(number)).toHaveLength(2);
    expect(await db()('messages').where({ wid })).toHaveLength(1);
    await until('the farewell', () => sentTo(k, number).includes('\u200eAté logo!'));
    expect(sentTo(k, number)).toEqual([question, '\u200eAté logo!']);
  });

  it('2 closes with that rate and notes it on ticket.event, no follow-up', async () => {
    const number = '5511970000002';
    await db()('whatsapps')
      .where({ id: k.connectionId })
      .update({ fields: JSON.stringify({ ratingFollowUp: 'O que faltou?' }) });
    const id = await waitingForRating(number);
    say(number, '2');
    await until('closed', async () => (await db()('tickets').where({ id }).first()).status === 'closed');
    expect(await db()('userRatings').where({ ticketId: id })).toMatchObject([{ rate: 2, comment: null }]);
    await until('rated event', () => events.some((e) => e.ticketId === id && e.type === 'rated'));
    expect(events.filter((e) => e.ticketId === id && e.type === 'rated')).toEqual([
      { companyId, ticketId: id, type: 'rated', userId: null, data: { rate: 2 } },
    ]);
    await until('the farewell', () => sentTo(k, number).includes('\u200eAté logo!'));
    expect(sentTo(k, number)).toEqual([question, '\u200eAté logo!']);
  });

  it('1 with a follow-up: the question, one answer kept on the rating, then conversations as usual', async () => {
    const number = '5511970000003';
    await db()('whatsapps')
      .where({ id: k.connectionId })
      .update({ fields: JSON.stringify({ ratingFollowUp: 'O que faltou?' }) });
    const id = await waitingForRating(number);
    const rateWid = say(number, '1');
    await until('the follow-up question', () => sentTo(k, number).includes('O que faltou?'));
    expect(await db()('userRatings').where({ ticketId: id })).toMatchObject([{ rate: 1, comment: null }]);
    expect((await db()('tickets').where({ id }).first()).status).toBe('open');
    expect(events.filter((e) => e.ticketId === id && e.type === 'rated')).toMatchObject([
      { type: 'rated', data: { rate: 1 } },
    ]);

    // a replay of the rate is not taken for the answer
    await db()('inboxEvents').where({ waId: rateWid, kind: 'message' }).update({ status: 'pending' });
    await k.t.kernel.inbox.resume(k.connectionId);
    await until(
      'replayed',
      async () =>
        (await db()('inboxEvents').where({ waId: rateWid, kind: 'message' }).first()).status === 'done',
    );
    expect((await db()('tickets').where({ id }).first()).status).toBe('open');

    say(number, 'Demorou demais');
    await until('closed', async () => (await db()('tickets').where({ id }).first()).status === 'closed');
    expect(await db()('userRatings').where({ ticketId: id })).toMatchObject([
      { rate: 1, comment: 'Demorou demais' },
    ]);
    const tracking = await db()('ticketTraking').where({ ticketId: id }).first();
    expect(Boolean(tracking.rated)).toBe(true);
    await until('the farewell', () => sentTo(k, number).includes('\u200eAté logo!'));
    expect(sentTo(k, number)).toEqual([question, 'O que faltou?', '\u200eAté logo!']);
    expect(await ticketsOf(number)).toHaveLength(1);

    say(number, 'Oi de novo');
    await until('a new conversation', async () => (await ticketsOf(number)).length === 2);
    await until('the probe saw it', () => seen.some((s) => s.body === 'Oi de novo'));
    const fresh = (await ticketsOf(number))[1];
    expect(seen.find((s) => s.body === 'Oi de novo')).toEqual({
      body: 'Oi de novo',
      ticketId: fresh.id,
      created: true,
    });
    expect(fresh).toMatchObject({ status: 'pending', lastMessage: 'Oi de novo' });
  });

  it('1 without a follow-up question closes at once', async () => {
    const number = '5511970000004';
    const id = await waitingForRating(number);
    say(number, '1');
    await until('closed', async () => (await db()('tickets').where({ id }).first()).status === 'closed');
    expect(await db()('userRatings').where({ ticketId: id })).toMatchObject([{ rate: 1 }]);
    await until('the farewell', () => sentTo(k, number).includes('\u200eAté logo!'));
    expect(sentTo(k, number)).toEqual([question, '\u200eAté logo!']);
  });

  it('the connection form keeps the follow-up question as a field of its own', async () => {
    const res = await k.admin.get(`/whatsapp/${k.connectionId}`);
    expect(res.status).toBe(200);
    expect(res.body.ratingFollowUp).toBe('');
    const saved = await k.admin.put(`/whatsapp/${k.connectionId}`, { ratingFollowUp: '  Conte mais  ' });
    expect(saved.status).toBe(200);
    expect(saved.body.ratingFollowUp).toBe('Conte mais');
    const row = await db()('whatsapps').where({ id: k.connectionId }).first('fields');
    expect(JSON.parse(row.fields)).toMatchObject({ ratingFollowUp: 'Conte mais' });
    const tooLong = await k.admin.put(`/whatsapp/${k.connectionId}`, { ratingFollowUp: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
  });
});
