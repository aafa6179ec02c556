import { describe, expect, it } from 'vitest';
import { openConnection, until, saoPaulo } from '@balcao/core/testing';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { policy, slaRow, startSlaKernel, type SlaKernel } from './sla-kernel.js';

const k = kernelPerFile<SlaKernel>(startSlaKernel, 60_000);

/** the contact's message through the sim, waited for until every step ran on it */
async function contactSays(conn: string, number: string, body: string) {
  const id = k.sim.contactSends(conn, { from: { number, name: 'Ana Cliente' }, type: 'text', body });
  await until(`message ${id} processed`, async () => {
    const row = await k.t.kernel.knex('inboxEvents').where({ waId: id, kind: 'message' }).first('status');
    return row?.status === 'done';
  });
}

describe('next-response target', () => {
  it('starts when the contact writes after an answer, is raised once per wait, and stops on the answer', async () => {
    k.clock.now = saoPaulo('2026-11-23T10:00:00');
    const connectionId = await openConnection(k.t, k.seed.a.id, { name: 'Loja SLA' });
    await policy(k, { appliesTo: 'connection', targetId: connectionId, nextResponseMinutes: 10 });
    const conn = String(connectionId);
    const number = '5511977771234';
    await contactSays(conn, number, 'oi');
    const ticket = await k.t.kernel
      .knex('tickets')
      .where({ companyId: k.seed.a.id, whatsappId: connectionId })
      .first('id');
    const ticketId = Number(ticket.id);
    await until('its SLA row', async () => slaRow(k, ticketId));
    expect((await slaRow(k, ticketId)).nextResponseDueAt).toBeNull();

    const answer = async (at: string) => {
      k.clock.now = saoPaulo(at);
      await k.tickets.send(k.seed.a.id, ticketId, { body: 'Olá!', userId: k.seed.a.user.id });
      await until('answered', async () => (await slaRow(k, ticketId)).awaitingSince === null);
    };
    await answer('2026-11-23T10:01:00');

    k.clock.now = saoPaulo('2026-11-23T10:02:00');
    await contactSays(conn, number, 'e o meu pedido?');
    await until('waiting', async () => (await slaRow(k, ticketId)).nextResponseDueAt);
    expect(Number((await slaRow(k, ticketId)).nextResponseDueAt)).toBe(
      saoPaulo('2026-11-23T10:12:00').getTime(),
    );
    k.clock.now = saoPaulo('2026-11-23T10:13:00');
    expect(await k.sla.raiseDue()).toBe(1);
    expect(await k.sla.raiseDue()).toBe(0);
    expect((await k.admin.get(`/tickets/${ticketId}/sla`)).body.sla).toMatchObject({
      breached: true,
      nextResponse: { status: 'breached' },
    });

    // answered, then a new wait answered in time: no second breach
    await answer('2026-11-23T10:14:00');
    k.clock.now = saoPaulo('2026-11-23T10:20:00');
    await contactSays(conn, number, 'obrigada');
    await until('waiting again', async () => (await slaRow(k, ticketId)).nextResponseDueAt);
    expect((await slaRow(k, ticketId)).nextResponseBreachedAt).toBeNull();
    await answer('2026-11-23T10:25:00');
    k.clock.now = saoPaulo('2026-11-23T11:00:00');
    expect(await k.sla.raiseDue()).toBe(0);
    expect((await k.admin.get(`/tickets/${ticketId}/sla`)).body.sla).toMatchObject({
      nextResponse: { status: 'none' },
    });
  });
});
