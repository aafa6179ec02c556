import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { insertOption, startQueuesKernel, type QueuesKernel } from './queues-kernel.js';
import { insertQueue } from '@balcao/core/testing';

/** Company A's admin against company B's queue and options: never read, never changed. */
const k = kernelPerFile<QueuesKernel>(startQueuesKernel);
let bQueue: number;
let bOption: number;
let bChild: number;
let aQueue: number;

beforeAll(async () => {
  bQueue = k.seed.b.queueId;
  bOption = await insertOption(k.t, k.seed.b.id, { queueId: bQueue, title: 'Opção de B', option: '1' });
  bChild = await insertOption(k.t, k.seed.b.id, { queueId: bQueue, parentId: bOption, title: 'Filho de B' });
  aQueue = await insertQueue(k.t.kernel.knex, k.seed.a.id, { name: 'Fila de A' });
});

const snapshotB = async () => ({
  queues: await k.t.kernel.knex('queues').where({ companyId: k.seed.b.id }).orderBy('id'),
  options: await k.t.kernel.knex('queue_options').where({ companyId: k.seed.b.id }).orderBy('id'),
});

describe('tenancy', () => {
  it("A never sees B's queues or options", async () => {
    const list = (await k.admin.get('/queue')).body.map((q: { companyId: number }) => q.companyId);
    expect(new Set(list)).toEqual(new Set([k.seed.a.id]));
    expect(await k.admin.get(`/queue/${bQueue}`)).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_QUEUE_FOUND' },
    });
    expect((await k.admin.get(`/queue-options?queueId=${bQueue}`)).body).toEqual([]);
    expect((await k.admin.get(`/queue-options?queueId=${bQueue}&parentId=${bOption}`)).body).toEqual([]);
    expect((await k.admin.get(`/queue-options?queueOptionId=${bOption}`)).body).toEqual([]);
    // B itself does
    expect((await k.adminB.get(`/queue-options?queueId=${bQueue}&parentId=-1`)).body).toMatchObject([
      { id: bOption, children: [{ id: bChild }] },
    ]);
  });

  it("A cannot change or delete B's queue or options, nor hang options on them", async () => {
    const before = await snapshotB();
    const queueMissing = { status: 404, body: { error: 'ERR_NO_QUEUE_FOUND' } };
    const optionMissing = { status: 404, body: { error: 'ERR_NO_QUEUE_OPTION_FOUND' } };
    expect(await k.admin.put(`/queue/${bQueue}`, { name: 'Invadida' })).toMatchObject(queueMissing);
    expect(await k.admin.delete(`/queue/${bQueue}`)).toMatchObject(queueMissing);
    expect(await k.admin.put(`/queue-options/${bOption}`, { title: 'Invadida' })).toMatchObject(
      optionMissing,
    );
    expect(await k.admin.delete(`/queue-options/${bOption}`)).toMatchObject(optionMissing);
    expect(await k.admin.post('/queue-options', { queueId: bQueue, title: 'Invasora' })).toMatchObject(
      queueMissing,
    );
    expect(
      await k.admin.post('/queue-options', { queueId: aQueue, parentId: bOption, title: 'Invasora' }),
    ).toMatchObject(optionMissing);
    expect(await snapshotB()).toEqual(before);
  });

  it("a body naming B's company is refused, and A's queue stays A's", async () => {
    const res = await k.admin.post('/queue', {
      name: 'Com empresa',
      color: '#0c0c0c',
      companyId: k.seed.b.id,
    });
    expect(res.status).toBe(400);
    const own = await k.admin.post('/queue', { name: 'Própria', color: '#0d0d0d', companyId: k.seed.a.id });
    expect(own).toMatchObject({ status: 200, body: { companyId: k.seed.a.id } });
    const put = await k.admin.put(`/queue/${aQueue}`, { name: 'Fila de A', companyId: k.seed.b.id });
    expect(put.status).toBe(400);
    expect(await k.t.kernel.knex('queues').where({ id: aQueue }).first()).toMatchObject({
      companyId: k.seed.a.id,
    });
  });
});
