import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { startQueuesKernel, week, type QueuesKernel } from './queues-kernel.js';
import { insertQueue } from '@balcao/core/testing';

const k = kernelPerFile<QueuesKernel>(startQueuesKernel);
let first: number;
let second: number;
let unordered: number;

beforeAll(async () => {
  const a = k.seed.a.id;
  // the seeded 'Vendas Empresa A' has no orderQueue either
  unordered = await insertQueue(k.t.kernel.knex, a, { name: 'Atendimento' });
  second = await insertQueue(k.t.kernel.knex, a, { name: 'Suporte', orderQueue: 2, schedules: week });
  first = await insertQueue(k.t.kernel.knex, a, { name: 'Financeiro', orderQueue: 1 });
});

describe('reading queues', () => {
  it("lists the company's queues by orderQueue, unset last, then by name, for any signed-in user", async () => {
    const res = await k.attendant.get('/queue');
    expect(res.status).toBe(200);
    expect(res.body.map((q: { id: number }) => q.id)).toEqual([first, second, unordered, k.seed.a.queueId]);
    expect(res.body[1]).toMatchObject({
      id: second,
      name: 'Suporte',
      orderQueue: 2,
      companyId: k.seed.a.id,
      schedules: week,
      promptId: null,
      integrationId: null,
      greetingMessage: null,
    });
  });

  it('answers schedules as [] for a queue whose hours were never set (the hours form maps over it)', async () => {
    const res = await k.admin.get(`/queue/${first}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: first, name: 'Financeiro', schedules: [] });
    expect(Date.parse(res.body.createdAt)).not.toBeNaN();
  });

  it('answers 404 ERR_NO_QUEUE_FOUND for an id that does not exist, ERR_NOT_FOUND for one that cannot', async () => {
    expect(await k.admin.get('/queue/999999')).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_QUEUE_FOUND' },
    });
    expect(await k.admin.get('/queue/abc')).toMatchObject({ status: 404, body: { error: 'ERR_NOT_FOUND' } });
  });

  it('needs a session', async () => {
    expect((await k.t.client().get('/queue')).status).toBe(401);
  });
});
