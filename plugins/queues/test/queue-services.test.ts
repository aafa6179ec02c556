import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import type { QueueServices } from '../src/index.js';
import { insertOption, startQueuesKernel, week, type QueuesKernel } from './queues-kernel.js';
import { insertQueue } from '@balcao/core/testing';

const k = kernelPerFile<QueuesKernel>(startQueuesKernel);
let queues: QueueServices;

beforeAll(async () => {
  // what another plugin gets with ctx.services<QueueServices>('queues')
  queues = k.t.kernel.plugins.services.get('queues') as QueueServices;
});

// São Paulo is UTC-3: 2025-06-02 is a Monday
const mondayAt = (hhmm: string) => new Date(`2025-06-02T${hhmm}:00-03:00`);
const sunday = new Date('2025-06-08T10:00:00-03:00');

describe('queue services, called without HTTP (by the chatbot or a job)', () => {
  it('list in menu order, find, and list option levels the routes answer', async () => {
    const a = k.seed.a.id;
    const second = await insertQueue(k.t.kernel.knex, a, { name: 'Segunda', orderQueue: 2 });
    const first = await insertQueue(k.t.kernel.knex, a, { name: 'Primeira', orderQueue: 1 });
    expect((await queues.listQueues(a)).map((q) => q.id)).toEqual([first, second, k.seed.a.queueId]);
    expect(await queues.findQueue(a, first)).toMatchObject({ id: first, name: 'Primeira' });

    const top = await insertOption(k.t, a, { queueId: first, title: 'Topo', option: '1' });
    const child = await insertOption(k.t, a, { queueId: first, parentId: top, title: 'Filho', option: '1' });
    expect(await queues.listOptions(a, first, null)).toMatchObject([{ id: top, children: [{ id: child }] }]);
    expect(await queues.listOptions(a, first, top)).toMatchObject([{ id: child, children: [] }]);
    expect(await queues.findOption(a, child)).toMatchObject({ id: child, title: 'Filho', parentId: top });
  });

  it("throw 404 AppErrors for another company's queue or option", async () => {
    const b = k.seed.b;
    const bOption = await insertOption(k.t, b.id, { queueId: b.queueId, title: 'De B' });
    await expect(queues.findQueue(k.seed.a.id, b.queueId)).rejects.toMatchObject({
      code: 'ERR_NO_QUEUE_FOUND',
      status: 404,
    });
    await expect(queues.findOption(k.seed.a.id, bOption)).rejects.toMatchObject({
      code: 'ERR_NO_QUEUE_OPTION_FOUND',
      status: 404,
    });
    expect(await queues.listOptions(k.seed.a.id, b.queueId, null)).toEqual([]);
    await expect(queues.isOpen(k.seed.a.id, { queueId: b.queueId })).rejects.toMatchObject({
      code: 'ERR_NO_QUEUE_FOUND',
    });
  });

  it("isOpen reads a queue's hours", async () => {
    const a = k.seed.a.id;
    const q = await insertQueue(k.t.kernel.knex, a, { name: 'Com horário', schedules: week });
    expect(await queues.isOpen(a, { queueId: q }, mondayAt('09:00'))).toBe(true);
    expect(await queues.isOpen(a, { queueId: q }, mondayAt('19:00'))).toBe(false);
    expect(await queues.isOpen(a, { queueId: q }, sunday)).toBe(false);
    // a queue whose hours were never set is open
    expect(await queues.isOpen(a, { queueId: k.seed.a.queueId }, sunday)).toBe(true);
  });

  it("isOpen reads the company's hours as PUT /companies/:id/schedules writes them", async () => {
    const a = k.seed.a.id;
    expect(await queues.companySchedules(a)).toEqual([]);
    expect(await queues.isOpen(a, {}, sunday)).toBe(true);
    const saved = await k.admin.put(`/companies/${a}/schedules`, { schedules: week });
    expect(saved.status).toBe(200);
    expect(await queues.companySchedules(a)).toEqual(week);
    expect(await queues.isOpen(a, {}, mondayAt('08:30'))).toBe(true);
    expect(await queues.isOpen(a, {}, mondayAt('07:30'))).toBe(false);
    expect(await queues.isOpen(a, {}, sunday)).toBe(false);
    // B's hours are B's
    expect(await queues.isOpen(k.seed.b.id, {}, sunday)).toBe(true);
  });
});
