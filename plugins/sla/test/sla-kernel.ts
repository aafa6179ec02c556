import { randomUUID } from 'node:crypto';
import contacts from '@balcao/plugin-contacts';
import { queuesPlugin } from '@balcao/plugin-queues';
import tags from '@balcao/plugin-tags';
import tickets, { type TicketServices } from '@balcao/plugin-tickets';
import timeline from '@balcao/plugin-timeline';
import {
  insertContact,
  insertQueue,
  insertWhatsapp,
  saoPaulo,
  startTenantKernel,
  SUPERVISOR_EMAIL,
  until,
  type TenantKernel,
} from '@balcao/core/testing';
import { slaPlugin, type SlaServices } from '../src/index.js';

/** A kernel with tickets, queues, tags, the timeline and SLA, whose SLA clock tests move (`clock.now`). */
export type SlaKernel = TenantKernel<'admin' | 'supervisor' | 'attendant' | 'adminB'> & {
  tickets: TicketServices;
  sla: SlaServices;
  whatsappId: number;
  clock: { now: Date };
};

// 2026-11-23 is a Monday (São Paulo time)
export async function startSlaKernel(env?: Record<string, string>): Promise<SlaKernel> {
  const clock = { now: saoPaulo('2026-11-23T10:00:00') };
  const k = await startTenantKernel({
    plugins: slaKernelPlugins(clock),
    as: ['admin', 'supervisor', 'attendant', 'adminB'],
    plan: { queues: 100 },
    ...(env ? { env } : {}),
  });
  return {
    ...k,
    tickets: k.services<TicketServices>('tickets'),
    sla: k.services<SlaServices>('sla'),
    whatsappId: await insertWhatsapp(k.t.kernel.knex, k.seed.a.id, `Principal ${randomUUID().slice(0, 6)}`),
    clock,
  };
}

/** The plugins of an SLA kernel, on the SLA clock `clock` (a second kernel on the same database shares it). */
export const slaKernelPlugins = (clock: { now: Date }) => [
  contacts,
  tickets,
  queuesPlugin(),
  tags,
  timeline,
  slaPlugin({ now: () => clock.now }),
];

/** A queue of company A with `schedules` as the queues plugin stores them; the attendant and supervisor in it. */
export async function staffedQueue(k: SlaKernel, schedules?: unknown): Promise<number> {
  const knex = k.t.kernel.knex;
  const id = await insertQueue(knex, k.seed.a.id, schedules ? { schedules } : {});
  const supervisor = await knex('users').where({ email: SUPERVISOR_EMAIL }).first('id');
  await knex('userQueues').insert([
    { userId: k.seed.a.user.id, queueId: id },
    { userId: Number(supervisor.id), queueId: id },
  ]);
  return id;
}

/** A contact writes in: a new ticket through the tickets services (its hooks fire), then put in `queueId`. */
export async function arrive(
  k: SlaKernel,
  queueId: number | null,
  whatsappId = k.whatsappId,
): Promise<number> {
  const knex = k.t.kernel.knex;
  const number = `55${Math.floor(1e10 + Math.random() * 9e10)}`;
  const contactId = await insertContact(knex, k.seed.a.id, { name: `Cliente ${number.slice(-4)}`, number });
  const { ticket } = await k.tickets.openTicket(k.seed.a.id, {
    contactId,
    whatsappId,
  });
  if (queueId !== null) await k.tickets.change(k.seed.a.id, ticket.id, { queueId });
  await until('the ticket has its SLA row', async () =>
    knex('ticket_slas').where({ ticketId: ticket.id, companyId: k.seed.a.id }).first('id'),
  );
  return ticket.id;
}

/** The ticket's SLA row straight from the table. */
export const slaRow = (k: SlaKernel, ticketId: number) =>
  k.t.kernel.knex('ticket_slas').where({ ticketId }).first();

/** A policy of company A through the API. */
export async function policy(k: SlaKernel, fields: Record<string, unknown>): Promise<number> {
  const res = await k.admin.post('/sla-policies', { name: `P ${randomUUID().slice(0, 6)}`, ...fields });
  if (res.status !== 201) throw new Error(`policy: ${res.status} ${JSON.stringify(res.body)}`);
  return Number((res.body as { id: number }).id);
}
