import { describe, expect, it } from 'vitest';
import { until, saoPaulo } from '@balcao/core/testing';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { arrive, staffedQueue, policy, slaRow, startSlaKernel, type SlaKernel } from './sla-kernel.js';

const k = kernelPerFile<SlaKernel>(startSlaKernel, 60_000);

const at = (local: string) => (k.clock.now = saoPaulo(`2026-11-23T${local}`));
/** the attendant takes the ticket */
const take = (ticketId: number) =>
  k.tickets.change(k.seed.a.id, ticketId, { status: 'open', userId: k.seed.a.user.id });
/** the attendant answers; waited for until the SLA saw it */
async function answer(ticketId: number) {
  await k.tickets.send(k.seed.a.id, ticketId, { body: 'Olá!', userId: k.seed.a.user.id });
  await until('the answer on the SLA', async () => (await slaRow(k, ticketId)).firstResponseAt !== null);
}

describe('SLA attainment', () => {
  it('counts met and breached targets of the period by queue and by attendant, for the company only', async () => {
    at('09:00:00');
    const sales = await staffedQueue(k);
    const support = await staffedQueue(k);
    for (const queueId of [sales, support])
      await policy(k, {
        appliesTo: 'queue',
        targetId: queueId,
        firstResponseMinutes: 30,
        resolutionMinutes: 120,
      });

    // sales: one answered in time and closed in time, one answered late
    const inTime = await arrive(k, sales);
    const late = await arrive(k, sales);
    // support: nobody took it
    const forgotten = await arrive(k, support);
    await take(inTime);
    await take(late);
    at('09:10:00');
    await answer(inTime);
    at('09:31:00');
    expect(await k.sla.raiseDue()).toBe(2);
    at('09:40:00');
    await answer(late);
    at('10:00:00');
    await k.tickets.change(k.seed.a.id, inTime, { status: 'closed' });
    await until('the close on the SLA', async () => (await slaRow(k, inTime)).resolvedAt !== null);

    const report = async (query: string) => {
      const res = await k.admin.get(`/sla-report?initialDate=2026-11-23&finalDate=2026-11-23&${query}`);
      expect(res.status).toBe(200);
      return res.body;
    };
    const byQueue = await report('by=queue');
    expect(byQueue.totals).toEqual({
      tickets: 3,
      breached: 2,
      attainment: 1 / 3,
      firstResponse: { met: 1, breached: 2 },
      nextResponse: { breached: 0 },
      resolution: { met: 1, breached: 0 },
    });
    expect(byQueue.rows).toEqual([
      expect.objectContaining({ key: sales, tickets: 2, breached: 1, attainment: 0.5 }),
      expect.objectContaining({ key: support, tickets: 1, breached: 1, attainment: 0 }),
    ]);
    expect(byQueue.rows[0].firstResponse).toEqual({ met: 1, breached: 1 });
    expect(Number((await slaRow(k, forgotten)).firstResponseBreachedAt)).toBe(
      saoPaulo('2026-11-23T09:31:00').getTime(),
    );

    // by attendant: the two taken are hers, the one nobody took is listed last, without a name
    const byAttendant = await report('by=attendant');
    expect(byAttendant.rows).toEqual([
      expect.objectContaining({ key: k.seed.a.user.id, name: expect.any(String), tickets: 2, breached: 1 }),
      expect.objectContaining({ key: null, name: '', tickets: 1, breached: 1 }),
    ]);
    expect(byAttendant.rows[0].name).not.toBe('');

    // another day has none; another company sees none of these; a bad split or period is a clear 400
    expect((await k.admin.get('/sla-report?initialDate=2026-11-24&by=queue')).body.totals.tickets).toBe(0);
    const other = await k.adminB.get('/sla-report?initialDate=2026-11-23&finalDate=2026-11-23');
    expect(other.body).toMatchObject({ by: 'queue', totals: { tickets: 0 }, rows: [] });
    expect((await k.admin.get('/sla-report?by=tag')).status).toBe(400);
    expect((await k.admin.get('/sla-report?initialDate=2026-11-24&finalDate=2026-11-23')).body).toMatchObject(
      { error: 'ERR_VALIDATION' },
    );
    // attendants do not read it
    expect((await k.attendant.get('/sla-report')).status).toBe(403);
  });
});
