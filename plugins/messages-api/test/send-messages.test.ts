import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenAs, login, until, type TestKernel } from '@balcao/core/testing';
import {
  connectionWithToken,
  newToken,
  png,
  received,
  send,
  startMessagesApiKernel,
  type Sim,
} from './messages-api-kernel.js';

/** POST /api/messages/send (spec §7): what arrives at the contact's phone, and what the company's tables hold. */
let t: TestKernel;
let sim: Sim;
let seed: Awaited<ReturnType<typeof startMessagesApiKernel>>['seed'];
const token = { a: newToken('a'), b: newToken('b') };
const conn = { a: 0, b: 0 };

beforeAll(async () => {
  ({ t, sim, seed } = await startMessagesApiKernel());
  conn.a = await connectionWithToken(t, seed.a.id, 'Loja A', token.a);
  conn.b = await connectionWithToken(t, seed.b.id, 'Loja B', token.b);
});
afterAll(() => t?.stop());

const knex = () => t.kernel.knex;
const contactOf = (companyId: number, number: string) =>
  knex()('contacts').where({ companyId, numberKey: number }).first();

describe('POST /api/messages/send', () => {
  it("sends a text to the number: the phone gets it, the token's company has the contact, ticket and message", async () => {
    const res = await send(t, token.a, {
      number: '+55 (11) 98888-0001',
      body: 'Seu pedido saiu para entrega',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mensagem: 'Mensagem enviada', id: expect.any(Number) });
    expect(res.body.messageId).toEqual(expect.any(String));

    const [got] = await received(sim, conn.a, '5511988880001');
    expect(got!.message).toMatchObject({ type: 'text', body: 'Seu pedido saiu para entrega' });
    expect(got!.waMessageId).toBe(res.body.messageId);

    const contact = await contactOf(seed.a.id, '5511988880001');
    expect(contact).toMatchObject({ number: '5511988880001' });
    const ticket = await knex()('tickets').where({ id: res.body.ticketId }).first();
    expect(ticket).toMatchObject({
      companyId: seed.a.id,
      contactId: contact.id,
      whatsappId: conn.a,
      status: 'pending',
    });
    const message = await knex()('messages').where({ id: res.body.id }).first();
    expect(message).toMatchObject({
      companyId: seed.a.id,
      ticketId: ticket.id,
      wid: res.body.messageId,
      body: 'Seu pedido saiu para entrega',
    });
    expect(Boolean(message.fromMe)).toBe(true);
  });

  it("the contact's reply lands in the ticket the API opened", async () => {
    const res = await send(t, token.a, { number: '5511988880007', body: 'Podemos confirmar?' });
    expect(res.status).toBe(200);
    await received(sim, conn.a, '5511988880007');
    sim.contactSends(String(conn.a), {
      from: { number: '5511988880007', name: 'Rita' },
      type: 'text',
      body: 'Sim!',
    });
    const reply = await until(
      'the reply stored',
      () => knex()('messages').where({ companyId: seed.a.id, body: 'Sim!' }).first(),
      10_000,
    );
    expect(reply.ticketId).toBe(res.body.ticketId);
    expect(await knex()('tickets').where({ companyId: seed.a.id, contactId: reply.contactId })).toHaveLength(
      1,
    );
  });

  it('sends files as multipart, one message each captioned with the body; a file alone needs no body', async () => {
    const form = new FormData();
    form.set('number', '5511988880002');
    form.set('body', 'Segue o boleto');
    form.append('medias', png(), 'boleto.png');
    form.append('medias', png(), 'recibo.png');
    const res = await send(t, token.a, form);
    expect(res.status).toBe(200);
    expect(res.body.messages).toHaveLength(2);
    const got = await received(sim, conn.a, '5511988880002', 2);
    expect(got.map((r) => r.message)).toEqual([
      expect.objectContaining({ type: 'image', caption: 'Segue o boleto' }),
      expect.objectContaining({ type: 'image', caption: 'Segue o boleto' }),
    ]);
    const rows = await knex()('messages')
      .whereIn(
        'id',
        res.body.messages.map((m: { id: number }) => m.id),
      )
      .orderBy('id');
    expect(rows.map((r) => [r.mediaType, r.mediaName, r.companyId])).toEqual([
      ['image', 'boleto.png', seed.a.id],
      ['image', 'recibo.png', seed.a.id],
    ]);

    const alone = new FormData();
    alone.set('number', '5511988880002');
    alone.append('medias', png(), 'foto.png');
    const res2 = await send(t, token.a, alone);
    expect(res2.status).toBe(200);
    // the same contact, the same (still open) ticket
    expect(res2.body.ticketId).toBe(res.body.ticketId);
    const all = await received(sim, conn.a, '5511988880002', 3);
    expect(all[2]!.message).toMatchObject({ type: 'image' });
    expect(all[2]!.message).not.toHaveProperty('caption');
  });

  it('finds the contact whichever form of a Brazilian mobile is sent, and keeps one ticket', async () => {
    const first = await send(t, token.a, { number: '11 98888-0003', body: 'primeira' });
    expect(first.status).toBe(200);
    // without the 9th digit: the same person
    const second = await send(t, token.a, { number: '551188880003', body: 'segunda' });
    expect(second.status).toBe(200);
    expect(second.body.ticketId).toBe(first.body.ticketId);
    const rows = await knex()('contacts').where({ companyId: seed.a.id, numberKey: '5511988880003' });
    expect(rows).toHaveLength(1);
  });

  it('a retry with the same Idempotency-Key sends nothing twice', async () => {
    const body = { number: '5511988880004', body: 'só uma vez' };
    const key = { 'idempotency-key': 'pedido-77' };
    const one = await send(t, token.a, body, key);
    const two = await send(t, token.a, body, key);
    expect(two.status).toBe(200);
    expect(two.body.id).toBe(one.body.id);
    expect(two.body.messageId).toBe(one.body.messageId);
    await received(sim, conn.a, '5511988880004');
    // a later, different send is not held back
    await send(t, token.a, { ...body, body: 'outra' });
    const got = await received(sim, conn.a, '5511988880004', 2);
    expect(got.map((r) => ('body' in r.message ? r.message.body : ''))).toEqual(['só uma vez', 'outra']);
    expect(await knex()('messages').where({ wid: one.body.messageId })).toHaveLength(1);
  });

  it("company B's token never touches company A's contact of the same number: B gets its own", async () => {
    const number = '5511988880005';
    const a = await send(t, token.a, { number, body: 'da empresa A' });
    expect(a.status).toBe(200);
    const before = await contactOf(seed.a.id, number);
    const aTickets = await knex()('tickets').where({ companyId: seed.a.id, contactId: before.id });

    const b = await send(t, token.b, { number, body: 'da empresa B' });
    expect(b.status).toBe(200);
    const [got] = await received(sim, conn.b, number);
    expect(got!.message).toMatchObject({ body: 'da empresa B' });
    // nothing of B's went out through A's connection
    expect(sim.sent(String(conn.a)).filter((r) => r.chatId === number)).toHaveLength(1);

    const mine = await contactOf(seed.b.id, number);
    expect(mine.id).not.toBe(before.id);
    expect(await contactOf(seed.a.id, number)).toEqual(before);
    expect(await knex()('tickets').where({ companyId: seed.a.id, contactId: before.id })).toEqual(aTickets);
    const ticket = await knex()('tickets').where({ id: b.body.ticketId }).first();
    expect(ticket).toMatchObject({ companyId: seed.b.id, contactId: mine.id, whatsappId: conn.b });
    const message = await knex()('messages').where({ id: b.body.id }).first();
    expect(message).toMatchObject({ companyId: seed.b.id, ticketId: ticket.id });
  });

  it("announces the new ticket and the message to the company's users, and to nobody of another company", async () => {
    const adminA = await login(t, seed.a.admin.email);
    const adminB = await login(t, seed.b.admin.email);
    const sockets = await listenAs(t.url, adminA, adminB);
    try {
      const [heardA, heardB] = sockets.heard;
      const res = await send(t, token.a, { number: '5511988880006', body: 'aviso' });
      expect(res.status).toBe(200);
      // acks of earlier sends arrive as appMessage updates too: the create of this one is what counts
      const message = await until(
        'the appMessage create event',
        () =>
          heardA.find(
            (e) =>
              e.event === `company-${seed.a.id}-appMessage` &&
              (e.payload as { action?: string; message?: { id: number } }).message?.id === res.body.id &&
              (e.payload as { action?: string }).action === 'create',
          ),
        5_000,
      );
      expect(message.payload).toMatchObject({ message: { body: 'aviso' } });
      expect(
        heardA.some(
          (e) =>
            e.event === `company-${seed.a.id}-ticket` &&
            (e.payload as { ticket?: { id: number } }).ticket?.id === res.body.ticketId,
        ),
      ).toBe(true);
      expect(heardB.filter((e) => e.event.startsWith(`company-${seed.a.id}-`))).toEqual([]);
    } finally {
      sockets.close();
    }
  });
});
