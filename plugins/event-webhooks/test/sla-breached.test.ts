import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contacts from '@balcao/plugin-contacts';
import { queuesPlugin } from '@balcao/plugin-queues';
import { slaPlugin, type SlaServices } from '@balcao/plugin-sla';
import tags from '@balcao/plugin-tags';
import tickets, { type TicketServices } from '@balcao/plugin-tickets';
import { insertWhatsapp, startTenantKernel, until, type TenantKernel } from '@balcao/core/testing';
import { eventWebhooksPlugin, type WebhookServices } from '../src/index.js';
import { startReceiver, verifySignature } from './support/receiver.js';

/**
 * Issue 34: `sla.breached` reaches a company's subscribed URL once per breach, signed, with the ticket and the
 * target it missed; the SLA clock is the test's, moved past the due time instead of waited for.
 */
type Kernel = TenantKernel<'admin' | 'adminB'>;
let k: Kernel;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const clock = { now: new Date('2026-11-23T13:00:00Z') };
const MINUTE = 60_000;

beforeAll(async () => {
  k = await startTenantKernel({
    plugins: [
      contacts,
      tickets,
      queuesPlugin(),
      tags,
      slaPlugin({ now: () => clock.now }),
      eventWebhooksPlugin({ now: () => clock.now }),
    ],
    as: ['admin', 'adminB'],
  });
  receiver = await startReceiver([{ status: 200 }]);
}, 60_000);
afterAll(async () => {
  await receiver?.close();
  await k?.stop();
});

/** a contact of company `companyId` writes in: a ticket opened through the tickets services, its hooks fire */
async function arrive(companyId: number): Promise<number> {
  const knex = k.t.kernel.knex;
  const number = `55${Math.floor(1e10 + Math.random() * 9e10)}`;
  const [contactId] = await knex('contacts').insert({
    companyId,
    uuid: randomUUID(),
    name: `Cliente ${number.slice(-4)}`,
    number,
    numberKey: number,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  const whatsappId = await insertWhatsapp(knex, companyId, `Conexão ${number.slice(-4)}`);
  const { ticket } = await k.services<TicketServices>('tickets').openTicket(companyId, {
    contactId: Number(contactId),
    whatsappId,
  });
  await until('the ticket has its SLA row', async () =>
    Boolean(await knex('ticket_slas').where({ ticketId: ticket.id }).first()),
  );
  return ticket.id;
}

describe('the sla.breached event', () => {
  it('is delivered once per breach, signed, with the ticket and the target; never to another company', async () => {
    const sub = await k.admin.post('/event-webhooks', { url: receiver.url, events: ['sla.breached'] });
    expect(sub.status).toBe(201);
    const subB = await k.adminB.post('/event-webhooks', { url: receiver.url, events: ['sla.breached'] });
    expect(subB.status).toBe(201);
    for (const admin of [k.admin, k.adminB]) {
      const policy = await admin.post('/sla-policies', {
        name: 'Geral',
        appliesTo: 'company',
        firstResponseMinutes: 30,
      });
      expect(policy.status).toBe(201);
    }
    const ticketId = await arrive(k.seed.a.id);

    // two sweeps at once and a later one: one breach, one delivery
    clock.now = new Date(clock.now.getTime() + 31 * MINUTE);
    const sla = k.services<SlaServices>('sla');
    const [one, two] = await Promise.all([sla.raiseDue(), sla.raiseDue()]);
    expect(one + two).toBe(1);
    expect(await sla.raiseDue()).toBe(0);
    const deliveries = async () =>
      (await k.admin.get(`/event-webhooks/${sub.body.id}/deliveries`)).body.deliveries as Array<{
        status: string;
      }>;
    // the receiver answers before the sender records the answer: wait for the record, not the request
    await until('the delivery recorded', async () => (await deliveries())[0]?.status === 'succeeded');
    // a sweep after it sends nothing again
    await k.services<WebhookServices>('event-webhooks').deliverDue();

    expect(receiver.seen).toHaveLength(1);
    const [req] = receiver.seen;
    expect(verifySignature(req!, sub.body.secret)).toBe(true);
    expect(req!.headers['x-balcao-event']).toBe('sla.breached');
    expect(JSON.parse(req!.body)).toMatchObject({
      event: 'sla.breached',
      companyId: k.seed.a.id,
      data: {
        ticket: { id: ticketId, status: 'pending' },
        sla: {
          target: 'firstResponse',
          dueAt: new Date(clock.now.getTime() - MINUTE).toISOString(),
          breachedAt: clock.now.toISOString(),
        },
      },
    });
    expect(await deliveries()).toEqual([
      expect.objectContaining({ event: 'sla.breached', status: 'succeeded', attempts: 1 }),
    ]);
    // company B subscribed the same event: it hears nothing of A's ticket
    expect((await k.adminB.get(`/event-webhooks/${subB.body.id}/deliveries`)).body.deliveries).toEqual([]);
  });
});
