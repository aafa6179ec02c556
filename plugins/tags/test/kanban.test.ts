import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { newTicket, startTagsKernel, type TagsKernel } from './tags-kernel.js';
import { insertTag } from '@balcao/core/testing';

const k = kernelPerFile<TagsKernel>(startTagsKernel);
/** company A's tickets by what decides who sees them */
const tk = { noQueue: 0, myQueue: 0, otherQueue: 0, otherQueueMine: 0, closed: 0, companyB: 0 };
let otherQueueId = 0;

const board = async (client: TagsKernel['admin'], query = '') => {
  const res = await client.get(`/ticket/kanban${query}`);
  expect(res.status).toBe(200);
  return res.body as {
    tickets: Array<{ id: number; tags: unknown[]; contact: { name: string } }>;
    count: number;
    hasMore: boolean;
  };
};
const ids = (body: { tickets: Array<{ id: number }> }) => body.tickets.map((t) => t.id);

beforeAll(async () => {
  const knex = k.t.kernel.knex;
  const a = k.seed.a;
  const now = new Date();
  const [q2] = await knex('queues').insert({
    companyId: a.id,
    name: 'Suporte',
    color: '#00a',
    createdAt: now,
    updatedAt: now,
  });
  otherQueueId = Number(q2);
  // the attendant works in Vendas only
  await knex('userQueues').insert({ userId: a.user.id, queueId: a.queueId });
  tk.noQueue = await newTicket(k.t, a.id, { status: 'pending' });
  tk.myQueue = await newTicket(k.t, a.id, { queueId: a.queueId, status: 'open', userId: a.admin.id });
  tk.otherQueue = await newTicket(k.t, a.id, { queueId: otherQueueId, status: 'pending' });
  tk.otherQueueMine = await newTicket(k.t, a.id, {
    queueId: otherQueueId,
    status: 'open',
    userId: a.user.id,
  });
  tk.closed = await newTicket(k.t, a.id, { status: 'closed' });
  tk.companyB = await newTicket(k.t, k.seed.b.id, { status: 'pending' });
});

describe('GET /ticket/kanban', () => {
  it("shows an admin every pending and open ticket of the company, newest first, never a closed one or B's", async () => {
    const body = await board(k.admin, `?queueIds=${encodeURIComponent('[]')}&teste=true`);
    expect(ids(body)).toEqual([tk.otherQueueMine, tk.otherQueue, tk.myQueue, tk.noQueue]);
    expect(body.count).toBe(4);
    expect(body.hasMore).toBe(false);
    expect(body.tickets[0]!.contact.name).toMatch(/^Cliente/);
    expect(body.tickets[0]!.tags).toEqual([]);
  });

  it('shows an attendant the tickets of their queues, without queue and assigned to them, not the rest', async () => {
    const body = await board(
      k.attendant,
      `?queueIds=${encodeURIComponent(JSON.stringify([k.seed.a.queueId]))}`,
    );
    expect(ids(body)).toEqual([tk.myQueue, tk.noQueue]);
    // without the client's queue filter, their own ticket in another queue shows too
    expect(ids(await board(k.attendant))).toEqual([tk.otherQueueMine, tk.myQueue, tk.noQueue]);
    // naming a queue they are not in shows them nothing more of it
    const asked = await board(k.attendant, `?queueIds=${encodeURIComponent(JSON.stringify([otherQueueId]))}`);
    expect(ids(asked)).toEqual([tk.otherQueueMine, tk.noQueue]);
  });

  it("shows an attendant with allTicket 'enable' the other queues' pending tickets as well", async () => {
    const knex = k.t.kernel.knex;
    await knex('users').where({ id: k.seed.a.user.id }).update({ allTicket: 'enable' });
    try {
      expect(ids(await board(k.attendant))).toEqual([
        tk.otherQueueMine,
        tk.otherQueue,
        tk.myQueue,
        tk.noQueue,
      ]);
    } finally {
      await knex('users').where({ id: k.seed.a.user.id }).update({ allTicket: 'disable' });
    }
  });

  it('narrows by queues, by tags (all of them) and by attendants; cards carry their tags', async () => {
    const q = (o: Record<string, unknown>) =>
      '?' +
      Object.entries(o)
        .map(([key, v]) => `${key}=${encodeURIComponent(JSON.stringify(v))}`)
        .join('&');
    expect(ids(await board(k.admin, q({ queueIds: [otherQueueId] })))).toEqual([
      tk.otherQueueMine,
      tk.otherQueue,
      tk.noQueue,
    ]);
    const lane = await insertTag(k.t.kernel.knex, k.seed.a.id, { name: 'Fechamento', kanban: 1 });
    const vip = await insertTag(k.t.kernel.knex, k.seed.a.id, { name: 'VIP' });
    await k.admin.post('/tags/sync', { ticketId: tk.myQueue, tags: [{ id: lane }, { id: vip }] });
    await k.admin.put(`/ticket-tags/${tk.noQueue}/${lane}`);
    const laneOnly = await board(k.admin, q({ tags: [lane] }));
    expect(ids(laneOnly)).toEqual([tk.myQueue, tk.noQueue]);
    expect(laneOnly.tickets[1]!.tags).toEqual([{ id: lane, name: 'Fechamento', color: null, kanban: 1 }]);
    expect(ids(await board(k.admin, q({ tags: [lane, vip] })))).toEqual([tk.myQueue]);
    expect(ids(await board(k.admin, q({ users: [k.seed.a.user.id] })))).toEqual([tk.otherQueueMine]);
    await k.admin.post('/tags/sync', { ticketId: tk.myQueue, tags: [] });
    await k.admin.delete(`/ticket-tags/${tk.noQueue}`);
  });

  it('pages 40 cards at a time with count and hasMore', async () => {
    const extra = [];
    for (let i = 0; i < 40; i++) extra.push(await newTicket(k.t, k.seed.a.id));
    try {
      const first = await board(k.admin);
      expect([first.tickets.length, first.count, first.hasMore]).toEqual([40, 44, true]);
      const second = await board(k.admin, '?pageNumber=2');
      // the extras are newer: the first page is theirs, the second the oldest four
      expect(ids(second)).toEqual([tk.otherQueueMine, tk.otherQueue, tk.myQueue, tk.noQueue]);
      expect([second.tickets.length, second.count, second.hasMore]).toEqual([4, 44, false]);
      expect(new Set([...ids(first), ...ids(second)]).size).toBe(44);
    } finally {
      await k.t.kernel.knex('tickets').whereIn('id', extra).delete();
    }
  });

  it('answers 400 ERR_VALIDATION for a queue list that is not a JSON list of ids', async () => {
    for (const bad of ['x', encodeURIComponent('{"a":1}'), encodeURIComponent('["a"]')]) {
      const res = await k.admin.get(`/ticket/kanban?queueIds=${bad}`);
      expect([res.status, res.body.error]).toEqual([400, 'ERR_VALIDATION']);
    }
  });
});

describe('the plan flag useKanban', () => {
  it('off: the board, its lanes and card moves answer 403; tags and the tag picker keep working', async () => {
    const tag = await insertTag(k.t.kernel.knex, k.seed.a.id, { name: 'Sem kanban', kanban: 1 });
    await k.t.kernel
      .knex('plans')
      .where({ id: k.seed.planId })
      .update({ features: JSON.stringify({ useKanban: false }) });
    const refused = [
      await k.admin.get('/ticket/kanban'),
      await k.admin.get('/tags/kanban'),
      await k.admin.put(`/ticket-tags/${tk.noQueue}/${tag}`),
      await k.admin.delete(`/ticket-tags/${tk.noQueue}`),
    ];
    expect(refused.map((r) => [r.status, r.body.error])).toEqual(Array(4).fill([403, 'ERR_NO_PERMISSION']));
    expect((await k.admin.get('/tags')).status).toBe(200);
    expect((await k.admin.post('/tags/sync', { ticketId: tk.noQueue, tags: [{ id: tag }] })).status).toBe(
      200,
    );

    await k.t.kernel
      .knex('plans')
      .where({ id: k.seed.planId })
      .update({ features: JSON.stringify({ useKanban: true }) });
    expect((await k.admin.get('/ticket/kanban')).status).toBe(200);
  });
});
