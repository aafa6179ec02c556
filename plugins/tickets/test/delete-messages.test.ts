import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { connectSocket, login, recordEvents, until } from '@balcao/core/testing';
import { startTicketsKernel, type TicketsKernel } from './tickets-kernel.js';
import { conversation } from './conversation.js';

const k = kernelPerFile<TicketsKernel>(startTicketsKernel, 60_000);

const db = () => k.t.kernel.knex;
const conn = () => String(k.connectionId);

/** an attendant's reply, sent and acknowledged by WhatsApp; returns its row */
async function reply(client: TicketsKernel['admin'], ticketId: number, body: string) {
  const res = await client.post(`/messages/${ticketId}`, { body });
  expect(res.status).toBe(200);
  const id = res.body[0].id as number;
  await until('sent', async () => (await db()('messages').where({ id }).first()).ack >= 1);
  return db()('messages').where({ id }).first();
}

describe('DELETE /messages/:id', () => {
  it('deletes the caller’s own message for everyone and tells the ticket’s sockets', async () => {
    const { ticket } = await conversation(k, '5511930000001', ['oi']);
    const mine = await reply(k.attendant, ticket.id, 'mensagem errada');
    const socket = await connectSocket(k.t.url, k.admin.token!);
    const events = recordEvents(socket);
    try {
      const res = await k.attendant.delete(`/messages/${mine.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: mine.id, isDeleted: true });
      expect(Boolean((await db()('messages').where({ id: mine.id }).first()).isDeleted)).toBe(true);
      await until('appMessage update', () =>
        events.some(
          (e) =>
            e.event === `company-${k.seed.a.id}-appMessage` &&
            (e.payload as { action: string; message: { id: number; isDeleted: boolean } }).message?.id ===
              mine.id &&
            (e.payload as { message: { isDeleted: boolean } }).message.isDeleted,
        ),
      );
    } finally {
      socket.close();
    }
  });

  it('refuses another attendant’s message and the contact’s messages (403); an admin may remove any of ours', async () => {
    const { ticket, waIds } = await conversation(k, '5511930000002', ['oi']);
    const byAdmin = await reply(k.admin, ticket.id, 'do admin');
    const theirs = await k.attendant.delete(`/messages/${byAdmin.id}`);
    expect(theirs.status).toBe(403);
    expect(theirs.body.error).toBe('ERR_NO_PERMISSION');
    const inbound = await db()('messages').where({ wid: waIds[0] }).first();
    const contactMessage = await k.admin.delete(`/messages/${inbound.id}`);
    expect(contactMessage.status).toBe(403);
    const byUser = await reply(k.attendant, ticket.id, 'do atendente');
    expect((await k.admin.delete(`/messages/${byUser.id}`)).status).toBe(200);
    expect(Boolean((await db()('messages').where({ id: byAdmin.id }).first()).isDeleted)).toBe(false);
  });

  it('answers ERR_DELETE_WAPP_MSG and changes nothing when WhatsApp cannot delete it', async () => {
    const { ticket } = await conversation(k, '5511930000003', ['oi']);
    const mine = await reply(k.admin, ticket.id, 'vai falhar');
    k.sim.setReachable(conn(), false);
    k.sim.drop(conn());
    try {
      await until('disconnected', () => k.t.kernel.channels.status(k.connectionId) !== 'CONNECTED');
      const res = await k.admin.delete(`/messages/${mine.id}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('ERR_DELETE_WAPP_MSG');
      expect(Boolean((await db()('messages').where({ id: mine.id }).first()).isDeleted)).toBe(false);
    } finally {
      k.sim.setReachable(conn(), true);
    }
    await until('reconnected', () => k.t.kernel.channels.status(k.connectionId) === 'CONNECTED', 30_000);
  }, 40_000);

  it('another company’s message is not found', async () => {
    const { ticket } = await conversation(k, '5511930000004', ['oi']);
    const mine = await reply(k.admin, ticket.id, 'privada');
    const other = await login(k.t, k.seed.b.admin.email);
    const res = await other.delete(`/messages/${mine.id}`);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_MESSAGE_FOUND');
    expect(Boolean((await db()('messages').where({ id: mine.id }).first()).isDeleted)).toBe(false);
  });
});
