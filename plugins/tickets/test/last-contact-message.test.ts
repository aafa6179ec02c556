import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { startTicketsKernel, type TicketsKernel } from './tickets-kernel.js';
import { conversation } from './conversation.js';
import { until } from '@balcao/core/testing';

const k = kernelPerFile<TicketsKernel>(startTicketsKernel, 60_000);

const db = () => k.t.kernel.knex;

describe("a ticket's lastContactMessage", () => {
  it('keeps what the contact said last while replies overwrite lastMessage, in the list and the ticket', async () => {
    const { ticket } = await conversation(k, '5511930000001', ['oi', 'meu pedido chegou quebrado'], {
      status: 'open',
      userId: k.seed.a.user.id,
    });
    expect(ticket.lastContactMessage).toBe('meu pedido chegou quebrado');
    const sent = await k.attendant.post(`/messages/${ticket.id}`, { body: 'Sinto muito! Vou verificar.' });
    expect(sent.status).toBe(200);
    await until('the reply on the ticket', async () => {
      const row = await db()('tickets').where({ id: ticket.id }).first('lastMessage');
      return row.lastMessage === 'Sinto muito! Vou verificar.';
    });
    const shown = await k.attendant.get(`/tickets/${ticket.id}`);
    expect(shown.body).toMatchObject({
      lastMessage: 'Sinto muito! Vou verificar.',
      lastContactMessage: 'meu pedido chegou quebrado',
    });
    const list = await k.attendant.get('/tickets?status=open');
    const listed = list.body.tickets.find((t: { id: number }) => t.id === ticket.id);
    expect(listed).toMatchObject({ lastContactMessage: 'meu pedido chegou quebrado' });
  });

  it("is a media message's file name when the contact sent no text", async () => {
    const number = '5511930000002';
    k.sim.contactSends(String(k.connectionId), {
      from: { number, name: 'Cliente foto' },
      type: 'application',
      media: { filename: 'nota-fiscal.pdf', mimetype: 'application/pdf' },
    });
    const { ticket } = await conversation(k, number, []);
    await until('the file stored', async () => {
      const row = await db()('tickets').where({ id: ticket.id }).first('lastContactMessage');
      return row.lastContactMessage === 'nota-fiscal.pdf';
    });
  });
});
