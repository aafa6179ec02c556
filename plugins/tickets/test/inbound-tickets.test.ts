import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { startTicketsKernel, type TicketsKernel } from './tickets-kernel.js';
import { until } from '@balcao/core/testing';

const k = kernelPerFile<TicketsKernel>(startTicketsKernel, 60_000);

const db = () => k.t.kernel.knex;
const conn = () => String(k.connectionId);
const ticketsOf = (number: string) =>
  db()('tickets')
    .join('contacts', 'contacts.id', 'tickets.contactId')
    .where('contacts.number', number)
    .select('tickets.*');

describe('inbound messages become tickets', () => {
  it('200 messages of one contact, sent at once and each delivered twice: one ticket, 200 messages in order', async () => {
    const from = { number: '5511988887777', name: 'Bia' };
    const ids = await Promise.all(
      Array.from({ length: 200 }, async (_, i) =>
        k.sim.contactSends(conn(), { from, type: 'text', body: `pedido ${i}` }),
      ),
    );
    await Promise.all(ids.map(async (id) => k.sim.redeliver(conn(), id)));
    await until(
      '200 messages stored',
      async () => {
        const [tk] = await ticketsOf(from.number);
        if (!tk) return false;
        const [row] = await db()('messages').where({ ticketId: tk.id }).count({ n: '*' });
        return Number(row?.n) >= 200;
      },
      60_000,
    );
    await new Promise((r) => setTimeout(r, 300));
    const tickets = await ticketsOf(from.number);
    expect(tickets).toHaveLength(1);
    expect(tickets[0].status).toBe('pending');
    expect(tickets[0].unreadMessages).toBe(200);
    expect(tickets[0].lastMessage).toBe('pedido 199');
    const messages = await db()('messages').where({ ticketId: tickets[0].id }).orderBy('id');
    expect(messages.map((m: { body: string }) => m.body)).toEqual(ids.map((_, i) => `pedido ${i}`));
    expect(messages.map((m: { wid: string }) => m.wid)).toEqual(ids);
  }, 90_000);

  it('a contact writing after their ticket was closed gets a new pending ticket, the old one kept', async () => {
    const from = { number: '5511977776666', name: 'Caio' };
    k.sim.contactSends(conn(), { from, type: 'text', body: 'oi' });
    await until('first ticket', async () => (await ticketsOf(from.number)).length === 1);
    const [first] = await ticketsOf(from.number);
    await db()('tickets').where({ id: first.id }).update({ status: 'closed', openSlot: null });
    k.sim.contactSends(conn(), { from, type: 'text', body: 'voltei' });
    await until('second ticket', async () => (await ticketsOf(from.number)).length === 2);
    const both = await ticketsOf(from.number);
    const fresh = both.find((t: { id: number }) => t.id !== first.id);
    expect(fresh.status).toBe('pending');
    expect(fresh.contactId).toBe(first.contactId);
    expect(fresh.lastMessage).toBe('voltei');
  });

  it('keeps media in the private store with its type, and links a quoted message', async () => {
    const from = { number: '5511966665555', name: 'Duda' };
    const first = k.sim.contactSends(conn(), { from, type: 'text', body: 'veja a foto' });
    k.sim.contactSends(conn(), { from, type: 'image', body: 'foto', quotedWaMessageId: first });
    let image: Record<string, unknown> | undefined;
    await until('image stored', async () => {
      image = await db()('messages')
        .where({ mediaType: 'image' })
        .join('tickets', 'tickets.id', 'messages.ticketId')
        .join('contacts', 'contacts.id', 'tickets.contactId')
        .where('contacts.number', from.number)
        .first('messages.*');
      return Boolean(image);
    });
    expect(image!.mediaId).toBeTruthy();
    const quoted = await db()('messages').where({ id: image!.quotedMsgId }).first();
    expect(quoted.wid).toBe(first);
    const res = await k.admin.request('GET', `/media/${String(image!.mediaId)}`);
    expect(res.status).toBe(200);
  });

  it('acks only move forward; an edit changes the body and a revoke marks it deleted', async () => {
    const from = { number: '5511955554444', name: 'Eva' };
    const id = k.sim.contactSends(conn(), { from, type: 'text', body: 'original' });
    await until('stored', async () => Boolean(await db()('messages').where({ wid: id }).first()));
    const chat = from.number;
    k.sim.edit(conn(), chat, id, 'editada');
    await until('edited', async () => (await db()('messages').where({ wid: id }).first()).body === 'editada');
    k.sim.revoke(conn(), chat, id);
    await until('revoked', async () =>
      Boolean((await db()('messages').where({ wid: id }).first()).isDeleted),
    );
    const row = await db()('messages').where({ wid: id }).first();
    expect(Boolean(row.isEdited)).toBe(true);
  });
});

describe('missed calls', () => {
  it('records a missed call; with calls disabled the contact is asked to write, once per call', async () => {
    const from = { number: '5511944443333', name: 'Gil' };
    const first = k.sim.contactSends(conn(), { from, type: 'call_log' });
    // everything the first call causes (a new ticket may get the bot's greeting) is sent before counting
    await until(
      'first call handled',
      async () =>
        (await db()('inboxEvents').where({ waId: first, kind: 'message' }).first())?.status === 'done',
    );
    await until(
      'outbox drained',
      async () => !(await db()('outbox_messages').whereIn('status', ['queued', 'sending']).first()),
    );
    const sentBefore = k.sim.sent(conn()).length;
    await k.t.kernel.settings.set(k.seed.a.id, 'call', 'disabled');
    const call = k.sim.contactSends(conn(), { from, type: 'call_log', video: true });
    k.sim.redeliver(conn(), call);
    await until('answer sent', () => k.sim.sent(conn()).length > sentBefore);
    await new Promise((r) => setTimeout(r, 300));
    const answers = k.sim.sent(conn()).slice(sentBefore);
    expect(answers).toHaveLength(1);
    expect(JSON.stringify(answers[0])).toContain('chamadas de voz e vídeo estão desabilitadas');
  });
});

describe('replays after a crash', () => {
  it('a message replayed after its ticket was closed opens no new ticket', async () => {
    const from = { number: '5511933332222', name: 'Hugo' };
    const id = k.sim.contactSends(conn(), { from, type: 'text', body: '3' });
    await until('stored', async () => Boolean(await db()('messages').where({ wid: id }).first()));
    const [first] = await ticketsOf(from.number);
    await db()('tickets').where({ id: first.id }).update({ status: 'closed', openSlot: null });
    // what the next owner of the connection does with a row whose process died before marking it done
    await db()('inboxEvents').where({ waId: id, kind: 'message' }).update({ status: 'pending' });
    await k.t.kernel.inbox.resume(k.connectionId);
    await until(
      'replayed',
      async () => (await db()('inboxEvents').where({ waId: id, kind: 'message' }).first()).status === 'done',
    );
    expect(await ticketsOf(from.number)).toHaveLength(1);
  });

  it('a message replayed while its ticket is open is neither stored nor counted twice', async () => {
    const from = { number: '5511922221111', name: 'Iris' };
    const id = k.sim.contactSends(conn(), { from, type: 'text', body: 'uma vez só' });
    await until('stored', async () => Boolean(await db()('messages').where({ wid: id }).first()));
    const [before] = await ticketsOf(from.number);
    await db()('inboxEvents').where({ waId: id, kind: 'message' }).update({ status: 'pending' });
    await k.t.kernel.inbox.resume(k.connectionId);
    await until(
      'replayed',
      async () => (await db()('inboxEvents').where({ waId: id, kind: 'message' }).first()).status === 'done',
    );
    const [after] = await ticketsOf(from.number);
    expect(await db()('messages').where({ wid: id })).toHaveLength(1);
    expect(after.unreadMessages).toBe(before.unreadMessages);
  });
});
