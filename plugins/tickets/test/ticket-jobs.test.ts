import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { startTicketsKernel, type TicketsKernel } from './tickets-kernel.js';
import { conversation } from './conversation.js';
import { expireIdleTickets } from '../src/jobs/expire-idle-tickets.js';
import { queueIdlePending } from '../src/jobs/queue-idle-pending.js';
import type { TicketServices } from '../src/index.js';
import { until } from '@balcao/core/testing';

const k = kernelPerFile<TicketsKernel>(startTicketsKernel, 60_000);
let tickets: TicketServices;
let log: TicketServices['deps']['log'];
beforeAll(async () => {
  tickets = k.t.kernel.plugins.services.get('tickets') as TicketServices;
  log = tickets.deps.log;
}, 60_000);

const db = () => k.t.kernel.knex;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const ticketRow = (id: number) => db()('tickets').where({ id }).first();
const sentTo = (number: string) => k.sim.sent(String(k.connectionId)).filter((s) => s.chatId === number);
const setConnection = (columns: Record<string, unknown>) =>
  db()('whatsapps').where({ id: k.connectionId }).update(columns);

beforeEach(async () => {
  // each test counts its own tickets: the earlier ones are closed
  await db()('tickets').whereNot({ status: 'closed' }).update({ status: 'closed', openSlot: null });
  await setConnection({ expiresTicket: 0, expiresInactiveMessage: '', timeSendQueue: 0, sendIdQueue: null });
});

describe('closing idle tickets (expiresTicket)', () => {
  it('closes an open ticket idle past the limit once, sending the inactivity message first', async () => {
    await setConnection({
      expiresTicket: 30,
      expiresInactiveMessage: 'Atendimento encerrado por inatividade.',
    });
    const idle = await conversation(k, '5511950000001', ['oi'], {
      status: 'open',
      userId: k.seed.a.admin.id,
      updatedAt: minutesAgo(45),
    });
    const recent = await conversation(k, '5511950000002', ['oi'], {
      status: 'open',
      updatedAt: minutesAgo(10),
    });
    const pending = await conversation(k, '5511950000003', ['oi'], {
      status: 'pending',
      updatedAt: minutesAgo(90),
    });

    expect(await expireIdleTickets(tickets, log)).toBe(1);
    const closed = await ticketRow(idle.ticket.id);
    expect(closed).toMatchObject({ status: 'closed', openSlot: null, unreadMessages: 0 });
    const last = await db()('messages').where({ ticketId: idle.ticket.id, fromMe: true }).first();
    expect(last).toMatchObject({ body: 'Atendimento encerrado por inatividade.', userId: null });
    await until('the message to reach WhatsApp', () => sentTo('5511950000001').length === 1);

    // a second run (or an overlapping one) finds nothing to do
    expect(await expireIdleTickets(tickets, log)).toBe(0);
    await new Promise((r) => setTimeout(r, 200));
    expect(sentTo('5511950000001')).toHaveLength(1);
    expect((await ticketRow(recent.ticket.id)).status).toBe('open');
    expect((await ticketRow(pending.ticket.id)).status).toBe('pending');
  });

  it('never closes with expiresTicket 0, and closes silently without a message', async () => {
    const idle = await conversation(k, '5511950000004', ['oi'], {
      status: 'open',
      updatedAt: minutesAgo(600),
    });
    expect(await expireIdleTickets(tickets, log)).toBe(0);
    expect((await ticketRow(idle.ticket.id)).status).toBe('open');
    await setConnection({ expiresTicket: 60 });
    expect(await expireIdleTickets(tickets, log)).toBe(1);
    expect((await ticketRow(idle.ticket.id)).status).toBe('closed');
    expect(await db()('messages').where({ ticketId: idle.ticket.id, fromMe: true })).toHaveLength(0);
  });

  it('skips the tickets of an inactive company', async () => {
    await setConnection({ expiresTicket: 5 });
    const idle = await conversation(k, '5511950000005', ['oi'], {
      status: 'open',
      updatedAt: minutesAgo(60),
    });
    await db()('companies').where({ id: k.seed.a.id }).update({ status: false });
    try {
      expect(await expireIdleTickets(tickets, log)).toBe(0);
      expect((await ticketRow(idle.ticket.id)).status).toBe('open');
    } finally {
      await db()('companies').where({ id: k.seed.a.id }).update({ status: true });
    }
  });
});

describe('moving idle pending tickets to a queue (timeSendQueue, sendIdQueue)', () => {
  it('moves a pending ticket without queue after the limit, once, and leaves the others', async () => {
    await setConnection({ timeSendQueue: 15, sendIdQueue: k.seed.a.queueId });
    const idle = await conversation(k, '5511950000011', ['oi'], { updatedAt: minutesAgo(20) });
    const recent = await conversation(k, '5511950000012', ['oi'], { updatedAt: minutesAgo(5) });
    const open = await conversation(k, '5511950000013', ['oi'], {
      status: 'open',
      updatedAt: minutesAgo(60),
    });
    expect(idle.ticket.status).toBe('pending');

    expect(await queueIdlePending(tickets, log)).toBe(1);
    expect(await ticketRow(idle.ticket.id)).toMatchObject({ status: 'pending', queueId: k.seed.a.queueId });
    expect(await queueIdlePending(tickets, log)).toBe(0);
    expect((await ticketRow(recent.ticket.id)).queueId).toBeNull();
    expect((await ticketRow(open.ticket.id)).queueId).toBeNull();
  });

  it('does nothing without a target queue', async () => {
    await setConnection({ timeSendQueue: 1 });
    const idle = await conversation(k, '5511950000014', ['oi'], { updatedAt: minutesAgo(30) });
    expect(await queueIdlePending(tickets, log)).toBe(0);
    expect((await ticketRow(idle.ticket.id)).queueId).toBeNull();
  });
});

describe('the recurring jobs', () => {
  it('are scheduled every minute at boot, under the plugin’s names', async () => {
    const names = (await k.t.kernel.jobs.list({})).jobs.map((j) => j.name);
    expect(names).toEqual(
      expect.arrayContaining(['tickets.expire-idle-tickets', 'tickets.queue-idle-pending']),
    );
  });
});
