import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { connectSocket, login, recordEvents, until } from '@balcao/core/testing';
import { startTicketsKernel, type TicketsKernel } from './tickets-kernel.js';
import { conversation } from './conversation.js';

const k = kernelPerFile<TicketsKernel>(startTicketsKernel, 60_000);

const db = () => k.t.kernel.knex;
const numbers = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `mensagem ${from + i}`);

describe('GET /messages/:ticketId', () => {
  it('pages 20 at a time, newest page first and oldest first within a page, with count and hasMore', async () => {
    const { ticket } = await conversation(k, '5511910000001', numbers(25));
    const first = await k.admin.get(`/messages/${ticket.id}`);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['count', 'hasMore', 'messages', 'ticket']);
    expect(first.body.count).toBe(25);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.messages.map((m: { body: string }) => m.body)).toEqual(numbers(20, 5));
    const second = await k.admin.get(`/messages/${ticket.id}?pageNumber=2`);
    expect(second.body.messages.map((m: { body: string }) => m.body)).toEqual(numbers(5));
    expect(second.body.hasMore).toBe(false);
    const m = first.body.messages[0];
    expect(m).toMatchObject({
      ticketId: ticket.id,
      fromMe: false,
      mediaType: 'conversation',
      isDeleted: false,
    });
    expect(m.contact).toMatchObject({ id: ticket.contactId, number: '5511910000001' });
    expect(m).toHaveProperty('quotedMsg', null);
    expect(first.body.ticket).toMatchObject({ id: ticket.id, contact: { id: ticket.contactId } });
  });

  it('carries the quoted message with its contact', async () => {
    const from = { number: '5511910000002', name: 'Quem cita' };
    const conn = String(k.connectionId);
    const quoted = k.sim.contactSends(conn, { from, type: 'text', body: 'pergunta' });
    k.sim.contactSends(conn, { from, type: 'text', body: 'resposta', quotedWaMessageId: quoted });
    const { ticket } = await conversation(k, from.number, []);
    await until('both stored', async () => {
      const [row] = await db()('messages').where({ ticketId: ticket.id }).count({ n: '*' });
      return Number(row?.n) === 2;
    });
    const res = await k.admin.get(`/messages/${ticket.id}`);
    const answer = res.body.messages.find((m: { body: string }) => m.body === 'resposta');
    expect(answer.quotedMsg).toMatchObject({ body: 'pergunta', contact: { number: from.number } });
  });

  it('marks the contact messages read, zeroes unread and tells the sockets updateUnread', async () => {
    const { ticket } = await conversation(k, '5511910000003', numbers(3));
    expect(ticket.unreadMessages).toBe(3);
    const socket = await connectSocket(k.t.url, k.admin.token!);
    const events = recordEvents(socket);
    try {
      const res = await k.admin.get(`/messages/${ticket.id}`);
      expect(res.status).toBe(200);
      const row = await db()('tickets').where({ id: ticket.id }).first();
      expect(row.unreadMessages).toBe(0);
      const unread = await db()('messages').where({ ticketId: ticket.id, read: false });
      expect(unread).toHaveLength(0);
      await until('updateUnread', () =>
        events.some(
          (e) =>
            e.event === `company-${k.seed.a.id}-ticket` &&
            (e.payload as { action: string; ticketId: number }).action === 'updateUnread' &&
            (e.payload as { ticketId: number }).ticketId === ticket.id,
        ),
      );
    } finally {
      socket.close();
    }
  });

  it('a regular user outside the ticket queue gets 403 ERR_NO_PERMISSION, inside it 200', async () => {
    const { ticket } = await conversation(k, '5511910000004', ['oi'], { queueId: k.seed.a.queueId });
    const outside = await k.attendant.get(`/messages/${ticket.id}`);
    expect(outside.status).toBe(403);
    expect(outside.body.error).toBe('ERR_NO_PERMISSION');
    // refused before anything was marked read
    expect((await db()('tickets').where({ id: ticket.id }).first()).unreadMessages).toBe(1);
    await db()('userQueues').insert({ userId: k.seed.a.user.id, queueId: k.seed.a.queueId });
    try {
      expect((await k.attendant.get(`/messages/${ticket.id}`)).status).toBe(200);
    } finally {
      await db()('userQueues').where({ userId: k.seed.a.user.id }).delete();
    }
  });

  it('a ticket without queue is open to every user of the company; another company gets 404', async () => {
    const { ticket } = await conversation(k, '5511910000005', ['sem fila']);
    expect((await k.attendant.get(`/messages/${ticket.id}`)).status).toBe(200);
    const other = await login(k.t, k.seed.b.admin.email);
    const res = await other.get(`/messages/${ticket.id}`);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_TICKET_FOUND');
  });

  it('refuses a malformed page with 400 ERR_VALIDATION', async () => {
    const { ticket } = await conversation(k, '5511910000006', ['x']);
    const res = await k.admin.get(`/messages/${ticket.id}?pageNumber=zero`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });
});
