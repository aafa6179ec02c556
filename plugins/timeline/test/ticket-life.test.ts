import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import {
  connectionWith,
  contactSays,
  queueOf,
  startTimelineKernel,
  type TimelineKernel,
} from './timeline-kernel.js';
import { until, timelineTypes } from '@balcao/core/testing';

const k = kernelPerFile<TimelineKernel>(startTimelineKernel, 60_000);
let ticketId: number;
let vendas: number;
let suporte: number;
let conn: string;
const number = '5511977770001';

const life = [
  'created',
  'bot-step',
  'queue-set',
  'bot-step',
  'accepted',
  'transferred',
  'note-added',
  'tag-added',
  'closed',
  'reopened',
];

beforeAll(async () => {
  vendas = await queueOf(k, 'Vendas', ['Planos']);
  suporte = await queueOf(k, 'Suporte');
  // the attendant works Vendas only: a ticket moved to Suporte leaves their sight
  await k.t.kernel.knex('userQueues').insert({ userId: k.seed.a.user.id, queueId: vendas });
  conn = await connectionWith(k, [vendas, suporte]);
}, 60_000);

/** one step of the life, then the timeline has grown to `n` events */
async function step(n: number, act: () => Promise<{ status: number }>) {
  const res = await act();
  expect(res.status).toBeLessThan(300);
  await until(`${n} events`, async () => (await timelineTypes(k.t.kernel.knex, ticketId)).length >= n);
}

describe("a ticket's timeline", () => {
  it('records its whole life in order, with who did each step', async () => {
    const { admin } = k;
    await contactSays(k, conn, number, 'oi');
    const row = await k.t.kernel
      .knex('tickets')
      .where({ companyId: k.seed.a.id })
      .orderBy('id', 'desc')
      .first('id');
    ticketId = Number(row.id);
    await until('created', async () => (await timelineTypes(k.t.kernel.knex, ticketId)).length >= 1);
    await contactSays(k, conn, number, '1'); // Vendas, whose options start the bot
    await until('the queue', async () => (await timelineTypes(k.t.kernel.knex, ticketId)).length >= 3);
    await contactSays(k, conn, number, '1'); // Planos
    await until('the option', async () => (await timelineTypes(k.t.kernel.knex, ticketId)).length >= 4);
    await step(5, () => admin.put(`/tickets/${ticketId}`, { status: 'open' }));
    await step(6, () => admin.put(`/tickets/${ticketId}`, { queueId: suporte, userId: null }));
    const contactId = (await k.t.kernel.knex('tickets').where({ id: ticketId }).first('contactId')).contactId;
    await step(7, () => admin.post('/ticket-notes', { ticketId, contactId, note: 'Cliente VIP' }));
    const tag = await admin.post('/tags', { name: 'Urgente', color: '#ff0000' });
    await step(8, () => admin.post('/tags/sync', { ticketId, tags: [{ id: tag.body.id }] }));
    await step(9, () => admin.put(`/tickets/${ticketId}`, { status: 'closed' }));
    await step(10, () => admin.put(`/tickets/${ticketId}`, { status: 'open' }));

    const res = await admin.get(`/tickets/${ticketId}/timeline`);
    expect(res.status).toBe(200);
    const events = res.body as Array<Record<string, any>>;
    expect(events.map((e) => e.type)).toEqual(life);
    const adminId = k.seed.a.admin.id;
    expect(events.map((e) => e.userId)).toEqual([null, null, null, null, ...Array(6).fill(adminId)]);
    expect(events[4]!.userName).toBeTruthy();
    expect(events[1]!.data).toMatchObject({ option: '1', queueId: vendas });
    expect(events[2]!.names).toMatchObject({ toQueueName: 'Vendas' });
    expect(events[3]!.data).toMatchObject({ option: '1', title: 'Planos' });
    expect(events[5]!.data).toMatchObject({ fromQueueId: vendas, toQueueId: suporte, fromUserId: adminId });
    expect(events[5]!.names).toMatchObject({ fromQueueName: 'Vendas', toQueueName: 'Suporte' });
    expect(events[7]!.data).toMatchObject({ tagName: 'Urgente' });
  });

  it('records nothing for a change that rolled back', async () => {
    // closed, then the contact writes again: a new ticket holds the contact's open slot, so reopening fails
    await k.admin.put(`/tickets/${ticketId}`, { status: 'closed' });
    await until('closed', async () => (await timelineTypes(k.t.kernel.knex, ticketId)).length >= 11);
    await contactSays(k, conn, number, 'voltei');
    const res = await k.admin.put(`/tickets/${ticketId}`, { status: 'open' });
    expect(res.status).toBe(409);
    await new Promise((r) => setTimeout(r, 200));
    expect((await timelineTypes(k.t.kernel.knex, ticketId)).slice(-1)).toEqual(['closed']);
    expect(await timelineTypes(k.t.kernel.knex, ticketId)).toHaveLength(11);
  });

  it('is seen only by who sees the ticket, inside its company', async () => {
    // the attendant works Vendas; the ticket went to Suporte
    expect((await k.attendant.get(`/tickets/${ticketId}/timeline`)).status).toBe(403);
    expect((await k.attendant.get(`/tickets/${ticketId}/export`)).status).toBe(403);
    expect((await k.adminB.get(`/tickets/${ticketId}/timeline`)).status).toBe(404);
    expect((await k.adminB.get(`/tickets/${ticketId}/export`)).status).toBe(404);
    expect((await k.admin.get('/tickets/0/timeline')).status).toBe(404);
  });

  it('is exported with the ticket: JSON and a text transcript', async () => {
    const res = await k.admin.get(`/tickets/${ticketId}/export`);
    expect(res.status).toBe(200);
    expect(res.body.ticket.id).toBe(ticketId);
    expect(res.body.messages.map((m: { body: string }) => m.body)).toContain('oi');
    expect(res.body.timeline.map((e: { type: string }) => e.type)).toEqual([...life, 'closed']);
    const txt = await k.admin.get(`/tickets/${ticketId}/export?format=txt`);
    expect(txt.status).toBe(200);
    expect(String(txt.headers.get('content-type'))).toContain('text/plain');
    const text = String(txt.body);
    expect(text).toContain('Ana Cliente: oi');
    expect(text).toMatch(/transferred .*toQueueName=Suporte/);
    expect((await k.admin.get(`/tickets/${ticketId}/export?format=pdf`)).status).toBe(400);
  });

  it('records a tag taken off and the idle job closing a ticket, by nobody', async () => {
    await k.admin.post('/tags/sync', { ticketId, tags: [] });
    await until(
      'tag-removed',
      async () => (await timelineTypes(k.t.kernel.knex, ticketId)).at(-1) === 'tag-removed',
    );
    const removed = (await k.admin.get(`/tickets/${ticketId}/timeline`)).body.at(-1);
    expect(removed).toMatchObject({
      type: 'tag-removed',
      userId: k.seed.a.admin.id,
      data: { tagName: 'Urgente' },
    });

    // the contact's new ticket, accepted, then idle past its connection's limit
    const knex = k.t.kernel.knex;
    const next = Number(
      (
        await knex('tickets')
          .where({ whatsappId: Number(conn) })
          .orderBy('id', 'desc')
          .first('id')
      ).id,
    );
    expect(next).not.toBe(ticketId);
    expect((await k.admin.put(`/tickets/${next}`, { status: 'open' })).status).toBe(200);
    await knex('whatsapps')
      .where({ id: Number(conn) })
      .update({ expiresTicket: 5 });
    await knex('tickets')
      .where({ id: next })
      .update({ updatedAt: new Date(Date.now() - 3_600_000) });
    await k.t.kernel.jobs.now('tickets.expire-idle-tickets', {});
    await until(
      'auto-closed',
      async () => (await timelineTypes(k.t.kernel.knex, next)).at(-1) === 'auto-closed',
      15_000,
    );
    const closed = (await k.admin.get(`/tickets/${next}/timeline`)).body.at(-1);
    expect(closed).toMatchObject({ type: 'auto-closed', userId: null, userName: null, data: { minutes: 5 } });
  });
});
