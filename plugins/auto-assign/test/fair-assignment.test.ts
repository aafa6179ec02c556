import { describe, expect, it, vi } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import {
  MONDAY_10,
  MONDAY_20,
  arrive,
  attendants,
  openOf,
  startAssignKernel,
  statusOf,
  waiting,
  type AssignKernel,
} from './assign-kernel.js';
import { insertQueue } from '@balcao/core/testing';

const k = kernelPerFile<AssignKernel>(startAssignKernel, 60_000);

describe('fair auto-assignment', () => {
  it('is off by default: tickets wait in the queue', async () => {
    const queueId = await insertQueue(k.t.kernel.knex, k.seed.a.id);
    const [user] = await attendants(k, queueId, 1);
    expect((await k.admin.get(`/queues/${queueId}/auto-assign`)).body).toEqual({
      queueId,
      autoAssign: false,
      maxOpenPerUser: 10,
    });
    const ids = await arrive(k, queueId, 3);
    expect((await statusOf(k, ids)).map((t) => t.status)).toEqual(['pending', 'pending', 'pending']);
    expect(await openOf(k, [user!])).toEqual([0]);
  });

  it('300 arrivals, 3 attendants of capacity 50: 50 each, evenly along the way, the rest wait', async () => {
    const queueId = await insertQueue(k.t.kernel.knex, k.seed.a.id);
    const users = await attendants(k, queueId, 3);
    const put = await k.admin.put(`/queues/${queueId}/auto-assign`, { autoAssign: true, maxOpenPerUser: 50 });
    expect(put.status).toBe(200);
    // the first 30 one by one through the tickets services (the hooks): never more than one apart
    const first = await arrive(k, queueId, 30);
    const spread = await openOf(k, users);
    expect(spread).toEqual([10, 10, 10]);
    const next = await arrive(k, queueId, 1);
    expect((await openOf(k, users)).sort()).toEqual([10, 10, 11]);
    // the other 269 arrive at once (written in bulk) and are offered oldest first
    const started = Date.now();
    const rest = await waiting(k, queueId, 269);
    const assigned = await k.assign.offer(k.seed.a.id, queueId);
    console.info(`269 waiting tickets offered, ${assigned.length} assigned: ${Date.now() - started} ms`);
    expect(await openOf(k, users)).toEqual([50, 50, 50]);
    const all = await statusOf(k, [...first, ...next, ...rest]);
    expect(all).toHaveLength(300);
    expect(all.filter((t) => t.status === 'pending')).toHaveLength(150);
    // oldest first: the first 150 to arrive are the ones taken
    expect(all.slice(0, 150).every((t) => t.status === 'open')).toBe(true);
    const reasons = await k.t.kernel
      .knex('autoAssignments')
      .where({ queueId })
      .orderBy('id')
      .select('reason');
    expect(reasons).toHaveLength(150);
    expect(reasons.at(-1)!.reason).toBe('least-open 49/50');

    // an attendant closes one: the oldest waiting ticket becomes theirs (once the close has committed)
    const mine = all.find((t) => t.userId === users[1])!;
    await k.tickets.closeTicket(k.seed.a.id, Number(mine.id));
    const oldestWaiting = all.find((t) => t.status === 'pending')!;
    await vi.waitFor(async () =>
      expect((await statusOf(k, [Number(oldestWaiting.id)]))[0]).toMatchObject({
        status: 'open',
        userId: users[1],
      }),
    );
    expect(await openOf(k, users)).toEqual([50, 50, 50]);
  });

  it('never to an offline attendant', async () => {
    const queueId = await insertQueue(k.t.kernel.knex, k.seed.a.id);
    const [online] = await attendants(k, queueId, 1);
    const [offline] = await attendants(k, queueId, 1, false);
    await k.assign.configure(k.seed.a.id, queueId, { autoAssign: true, maxOpenPerUser: 5 });
    const ids = await arrive(k, queueId, 4);
    expect((await statusOf(k, ids)).map((t) => t.userId)).toEqual([online, online, online, online]);
    expect(await openOf(k, [offline!])).toEqual([0]);
    // they come online: the minute job offers them the next arrivals' overflow
    await arrive(k, queueId, 2);
    await k.t.kernel.knex('users').where({ id: offline }).update({ online: true });
    await k.assign.offerEverywhere();
    expect(await openOf(k, [online!, offline!])).toEqual([5, 1]);
  });

  it('nothing outside opening hours; the job assigns once they begin', async () => {
    const queueId = await insertQueue(k.t.kernel.knex, k.seed.a.id, { schedules: defaultWeek });
    await attendants(k, queueId, 2);
    await k.assign.configure(k.seed.a.id, queueId, { autoAssign: true });
    await setScheduleType('queue');
    try {
      k.clock.now = MONDAY_20;
      const ids = await arrive(k, queueId, 3);
      expect((await statusOf(k, ids)).map((t) => t.status)).toEqual(['pending', 'pending', 'pending']);
      await k.assign.offerEverywhere();
      expect((await statusOf(k, ids)).map((t) => t.status)).toEqual(['pending', 'pending', 'pending']);
      k.clock.now = MONDAY_10;
      await k.assign.offerEverywhere();
      expect((await statusOf(k, ids)).map((t) => t.status)).toEqual(['open', 'open', 'open']);
    } finally {
      k.clock.now = MONDAY_10;
      await setScheduleType('disabled');
    }
  });

  it('tells the timeline: ticket.event auto-assigned with the queue and the reason', async () => {
    const queueId = await insertQueue(k.t.kernel.knex, k.seed.a.id);
    const [user] = await attendants(k, queueId, 1);
    await k.assign.configure(k.seed.a.id, queueId, { autoAssign: true });
    const seen: Array<Record<string, unknown>> = [];
    const off = k.t.kernel.hooks.on('ticket.event', (e) => void seen.push(e));
    const [ticketId] = await arrive(k, queueId, 1);
    off?.();
    expect(seen).toContainEqual(
      expect.objectContaining({
        ticketId,
        type: 'auto-assigned',
        data: expect.objectContaining({ queueId, reason: 'least-open 0/10', toUserId: user }),
      }),
    );
  });
});

const defaultWeek = [
  { weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Terça-feira', weekdayEn: 'tuesday', startTime: '08:00', endTime: '18:00' },
];

async function setScheduleType(value: string) {
  await k.t.kernel.settings.set(k.seed.a.id, 'scheduleType', value);
}
