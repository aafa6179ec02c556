import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { connectSocket, recordEvents, until } from '@balcao/core/testing';
import type { ChannelHookEvents } from '@balcao/core';
import { startTicketsKernel, type TicketsKernel } from './tickets-kernel.js';
import { conversation } from './conversation.js';

const k = kernelPerFile<TicketsKernel>(startTicketsKernel, 60_000);

const db = () => k.t.kernel.knex;

type OutboxStatusEvent = ChannelHookEvents['outbox.status'];
type Ticket = Awaited<ReturnType<typeof conversation>>['ticket'];

/** one of ours on `ticket`, still at the clock, with no network behind it: only the statuses a test tells move it */
async function ourMessage(ticket: Ticket, wid: string, fields: Record<string, unknown>): Promise<number> {
  const now = new Date();
  const [id] = await db()('messages').insert({
    companyId: ticket.companyId,
    ticketId: ticket.id,
    contactId: ticket.contactId,
    whatsappId: ticket.whatsappId,
    wid,
    fromMe: true,
    read: true,
    ack: 0,
    mediaType: 'conversation',
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
  return Number(id);
}

/** what the outbox tells of the message `wid` on `ticket`'s connection */
const outboxStatus = (
  ticket: Ticket,
  wid: string,
  status: OutboxStatusEvent['status'],
): OutboxStatusEvent => ({
  id: 0,
  companyId: ticket.companyId,
  connectionId: ticket.whatsappId,
  idempotencyKey: null,
  waMessageId: wid,
  chatId: '5511930000101@s.whatsapp.net',
  status,
  attempts: 1,
  errorCode: null,
  lastError: null,
});

describe('a sent message’s acks', () => {
  it('are told once each: of two racing with the same ack, the one that changed nothing tells nobody', async () => {
    const { ticket } = await conversation(k, '5511930000101', ['oi']);
    const id = await ourMessage(ticket, 'RACE-ACK-1', { body: 'resposta' });
    const socket = await connectSocket(k.t.url, k.admin.token!);
    const events = recordEvents(socket);
    const told = () =>
      events
        .filter((e) => e.event === `company-${ticket.companyId}-appMessage`)
        .map((e) => e.payload as { action: string; message: { id: number; ack: number } })
        .filter((p) => p.action === 'update' && p.message.id === id)
        .map((p) => p.message.ack);
    try {
      const status = (status: OutboxStatusEvent['status']) => outboxStatus(ticket, 'RACE-ACK-1', status);
      // the sender's "sent" and the network's first ack arrive together: both read the row before either writes
      await Promise.all([
        k.t.kernel.hooks.emit('outbox.status', status('sent')),
        k.t.kernel.hooks.emit('outbox.status', status('sent')),
      ]);
      await k.t.kernel.hooks.emit('outbox.status', status('delivered'));
      await until('delivered told', () => told().includes(2));
      // anything late would have come by now: the updates go out on the same loop as the writes
      await new Promise((r) => setTimeout(r, 300));
      expect(told()).toEqual([1, 2]);
      expect((await db()('messages').where({ id }).first()).ack).toBe(2);
    } finally {
      socket.close();
    }
  });

  it('tell the message as the list shows it: its contact, and the message it answers', async () => {
    const { ticket } = await conversation(k, '5511930000102', ['qual o prazo?']);
    const [asked] = await db()('messages').where({ ticketId: ticket.id }).select('id');
    const id = await ourMessage(ticket, 'ANSWER-ACK-1', { body: 'cinco dias', quotedMsgId: asked.id });
    const socket = await connectSocket(k.t.url, k.admin.token!);
    const events = recordEvents(socket);
    try {
      await k.t.kernel.hooks.emit('outbox.status', outboxStatus(ticket, 'ANSWER-ACK-1', 'sent'));
      const told = await until('the ack told', () =>
        events
          .filter((e) => e.event === `company-${ticket.companyId}-appMessage`)
          .map((e) => e.payload as { action: string; message: Record<string, unknown> & { id: number } })
          .find((p) => p.action === 'update' && p.message.id === id),
      );
      expect(told.message).toMatchObject({
        ack: 1,
        contact: { id: ticket.contactId, number: '5511930000102' },
        quotedMsg: { id: asked.id, body: 'qual o prazo?' },
      });
      // the list nests the quoted message's contact too; the rest is the same message, field for field
      const listed = (await k.admin.get(`/messages/${ticket.id}`)).body.messages.find(
        (m: { id: number }) => m.id === id,
      );
      const { contact: _quotedContact, ...quotedMsg } = listed.quotedMsg;
      expect(told.message).toEqual({ ...listed, quotedMsg });
    } finally {
      socket.close();
    }
  });

  it('tell the contact as it stands: renamed between two acks, the second shows the new name', async () => {
    const { ticket } = await conversation(k, '5511930000103', ['oi']);
    const id = await ourMessage(ticket, 'RENAMED-ACK-1', { body: 'olá' });
    const socket = await connectSocket(k.t.url, k.admin.token!);
    const events = recordEvents(socket);
    const toldName = (ack: number) =>
      until(`ack ${ack} told`, () =>
        events
          .filter((e) => e.event === `company-${ticket.companyId}-appMessage`)
          .map(
            (e) =>
              e.payload as {
                action: string;
                message: { id: number; ack: number; contact: { name: string } };
              },
          )
          .find((p) => p.action === 'update' && p.message.id === id && p.message.ack === ack),
      ).then((p) => p.message.contact.name);
    try {
      await k.t.kernel.hooks.emit('outbox.status', outboxStatus(ticket, 'RENAMED-ACK-1', 'sent'));
      const before = await toldName(1);
      expect((await k.admin.put(`/contacts/${ticket.contactId}`, { name: 'Renomeado Silva' })).status).toBe(
        200,
      );
      await k.t.kernel.hooks.emit('outbox.status', outboxStatus(ticket, 'RENAMED-ACK-1', 'delivered'));
      expect(before).not.toBe('Renomeado Silva');
      expect(await toldName(2)).toBe('Renomeado Silva');
    } finally {
      socket.close();
    }
  });
});
