import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { login, insertQueue } from '@balcao/core/testing';
import { attendants, openOf, startAssignKernel, waiting, type AssignKernel } from './assign-kernel.js';

const k = kernelPerFile<AssignKernel>(startAssignKernel, 60_000);

describe('GET/PUT /queues/:queueId/auto-assign', () => {
  it('an admin saves the switch and the capacity; everyone of the company reads them', async () => {
    const queueId = await insertQueue(k.t.kernel.knex, k.seed.a.id);
    const put = await k.admin.put(`/queues/${queueId}/auto-assign`, { autoAssign: true, maxOpenPerUser: 7 });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ queueId, autoAssign: true, maxOpenPerUser: 7 });
    const off = await k.admin.put(`/queues/${queueId}/auto-assign`, { autoAssign: false });
    expect(off.body).toEqual({ queueId, autoAssign: false, maxOpenPerUser: 7 });
    const user = await login(k.t, k.seed.a.user.email);
    expect((await user.get(`/queues/${queueId}/auto-assign`)).body).toEqual(off.body);
  });

  it('403 for a non-admin, 400 naming the field, 404 for another company’s queue', async () => {
    const queueId = await insertQueue(k.t.kernel.knex, k.seed.a.id);
    const user = await login(k.t, k.seed.a.user.email);
    expect((await user.put(`/queues/${queueId}/auto-assign`, { autoAssign: true })).status).toBe(403);
    const bad = await k.admin.put(`/queues/${queueId}/auto-assign`, { maxOpenPerUser: 0 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('maxOpenPerUser');
    expect((await k.admin.put(`/queues/${queueId}/auto-assign`, {})).status).toBe(400);
    const foreign = await k.admin.put(`/queues/${k.seed.b.queueId}/auto-assign`, { autoAssign: true });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('ERR_NO_QUEUE_FOUND');
    expect((await k.admin.get(`/queues/${k.seed.b.queueId}/auto-assign`)).status).toBe(404);
    expect(await k.t.kernel.knex('autoAssignSettings').where({ queueId: k.seed.b.queueId })).toEqual([]);
  });

  it('offers racing each other never pass the capacity', async () => {
    const queueId = await insertQueue(k.t.kernel.knex, k.seed.a.id);
    const users = await attendants(k, queueId, 2);
    await waiting(k, queueId, 10);
    await k.t.kernel
      .knex('autoAssignSettings')
      .insert({ companyId: k.seed.a.id, queueId, autoAssign: true, maxOpenPerUser: 3 });
    const runs = await Promise.all(Array.from({ length: 6 }, () => k.assign.offer(k.seed.a.id, queueId)));
    expect(runs.flat()).toHaveLength(6);
    expect(await openOf(k, users)).toEqual([3, 3]);
  });
});
