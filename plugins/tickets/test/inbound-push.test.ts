import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { connectSocket, recordEvents, until } from '@balcao/core/testing';
import { startTicketsKernel, type TicketsKernel } from './tickets-kernel.js';
import { conversation } from './conversation.js';

const k = kernelPerFile<TicketsKernel>(startTicketsKernel, 60_000);

/**
 * The inbound step serves the ticket it pushes from the row its own transaction read and changed (issue 32): the
 * list must show what reading the ticket back would, the unread count and last message included.
 */
describe('a contact’s message on their ticket, pushed', () => {
  it('pushes the ticket exactly as GET /tickets/:id shows it after', async () => {
    const { ticket } = await conversation(k, '5511930000321', ['oi'], {
      queueId: k.seed.a.queueId,
      userId: k.seed.a.admin.id,
      status: 'open',
    });
    const socket = await connectSocket(k.t.url, k.admin.token!);
    const heard = recordEvents(socket);
    try {
      k.sim.contactSends(String(k.connectionId), {
        from: { number: '5511930000321', name: 'Cliente' },
        type: 'text',
        body: 'ainda estou aqui',
      });
      type Pushed = { action: string; message?: { body: string }; ticket?: Record<string, unknown> };
      const created = () =>
        heard.find(
          (e) =>
            e.event === `company-${k.seed.a.id}-appMessage` &&
            (e.payload as Pushed).message?.body === 'ainda estou aqui',
        );
      await until('the message pushed', () => Boolean(created()));
      const pushed = (created()!.payload as Pushed).ticket!;
      const shown = (await k.admin.get(`/tickets/${ticket.id}`)).body as Record<string, unknown>;
      expect(pushed).toMatchObject({ id: ticket.id, unreadMessages: 2, lastMessage: 'ainda estou aqui' });
      expect(pushed).toEqual(shown);
    } finally {
      socket.close();
    }
  });
});
