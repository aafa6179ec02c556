import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { fixtures, startDashboardKernel, type DashboardKernel } from './dashboard-kernel.js';

const k = kernelPerFile<DashboardKernel>(startDashboardKernel, 60_000);
const period = '/dashboard?date_from=2025-03-10&date_to=2025-03-12';
const minutes = (n: number) => n * 60_000;

/**
 * Company A, 10 to 12 March 2025 (Brasília). Lives counted, with wait and support times in whole minutes:
 *   r1 Ana, admin:   wait 10, support 30                       rated 1
 *   r2 Bruno, user:  wait 20 (20m30s), support 25 (to the rating question, not to the finish)   rated 3
 *   r3 Bruno, user:  never queued, wait 5 from its creation, support 0 (50 s: left out of the average)  rated 2
 *   r6 Davi, admin:  wait 30, support 170, finished 23:20 on the 12th (02:20 UTC on the 13th)
 * Left out: r4 (still open, and date_to bounds the finish), r5 (queued 23:59 on the 9th, 02:59 UTC on the
 * 10th; its rating 3 too), r7 (finished 00:10 on the 13th), and company B's life.
 */
beforeAll(async () => {
  const f = fixtures(k.t);
  const { a, b } = k.seed;
  const admin = a.admin.id;
  const user = a.user.id;

  const ana = await f.contact(a.id, 'Ana');
  const t1 = await f.handled(a.id, ana, admin, {
    queuedAt: '2025-03-10 12:00',
    startedAt: '2025-03-10 12:10',
    finishedAt: '2025-03-10 12:40',
  });
  await f.rating(a.id, t1, admin, 1);

  const bruno = await f.contact(a.id, 'Bruno');
  const t2 = await f.handled(a.id, bruno, user, {
    queuedAt: '2025-03-11 09:00',
    startedAt: '2025-03-11 09:20:30',
    ratedAt: '2025-03-11 09:45:30',
    finishedAt: '2025-03-11 10:20:30',
  });
  await f.rating(a.id, t2, user, 3);
  const t3 = await f.handled(a.id, bruno, user, {
    createdAt: '2025-03-12 10:00',
    startedAt: '2025-03-12 10:05',
    finishedAt: '2025-03-12 10:05:50',
  });
  await f.rating(a.id, t3, user, 2);

  const carla = await f.contact(a.id, 'Carla');
  await f.handled(a.id, carla, user, { queuedAt: '2025-03-11 15:00', startedAt: '2025-03-11 15:01' }, 'open');

  const elis = await f.contact(a.id, 'Elis');
  const t5 = await f.handled(a.id, elis, admin, {
    queuedAt: '2025-03-09 23:59',
    startedAt: '2025-03-10 00:30',
    finishedAt: '2025-03-10 01:00',
  });
  await f.rating(a.id, t5, admin, 3);
  await f.handled(a.id, elis, admin, {
    queuedAt: '2025-03-12 21:00',
    startedAt: '2025-03-12 21:10',
    finishedAt: '2025-03-13 00:10',
  });

  const davi = await f.contact(a.id, 'Davi');
  await f.handled(a.id, davi, admin, {
    queuedAt: '2025-03-12 20:00',
    startedAt: '2025-03-12 20:30',
    finishedAt: '2025-03-12 23:20',
  });

  // waiting right now, whatever the period: Ana again and a new contact
  await f.ticket(a.id, ana, { status: 'pending' });
  await f.ticket(a.id, await f.contact(a.id, 'Fábio'), { status: 'pending' });
  await k.t.kernel.knex('users').where({ id: user }).update({ online: true });

  // recent lives for the rolling windows: 2 and 10 days ago
  const gil = await f.contact(a.id, 'Gil');
  const now = Date.now();
  for (const [daysAgo, wait, support] of [
    [2, 4, 6],
    [10, 6, 12],
  ] as const) {
    const queuedAt = new Date(now - daysAgo * 864e5);
    const startedAt = new Date(queuedAt.getTime() + minutes(wait));
    await f.life(a.id, await f.ticket(a.id, gil, { userId: admin }), {
      userId: admin,
      queuedAt,
      startedAt,
      finishedAt: new Date(startedAt.getTime() + minutes(support)),
    });
  }

  // company B: one life in the same period, one ticket waiting and one being handled
  const zoe = await f.contact(b.id, 'Zoe');
  const tb = await f.handled(b.id, zoe, b.admin.id, {
    queuedAt: '2025-03-11 10:00',
    startedAt: '2025-03-11 10:02',
    finishedAt: '2025-03-11 10:12',
  });
  await f.rating(b.id, tb, b.admin.id, 2);
  await f.ticket(b.id, await f.contact(b.id, 'Yago'), { status: 'pending' });
  await f.ticket(b.id, await f.contact(b.id, 'Xavi'), { status: 'open', userId: b.user.id });
}, 60_000);

describe('GET /dashboard by dates', () => {
  it('counts the lives of the period, each figure as computed by hand', async () => {
    const res = await k.admin.get(period);
    expect(res.status).toBe(200);
    expect(res.body.counters).toEqual({
      supportFinished: 4,
      avgWaitTime: (10 + 20 + 5 + 30) / 4,
      avgSupportTime: (30 + 25 + 170) / 3,
      // Ana and Davi had one life in the period; Bruno two
      leads: 2,
      // tickets as they stand now, whatever the period
      supportPending: 2,
      supportHappening: 1,
    });
  });

  it('lists every user of the company by name with their lives, support time, ratings and presence', async () => {
    const res = await k.admin.get(period);
    expect(res.body.attendants).toEqual([
      {
        id: k.seed.a.admin.id,
        name: 'admin Empresa A',
        tickets: 2,
        avgSupportTime: 100,
        rating: 1,
        online: false,
      },
      {
        id: k.seed.a.user.id,
        name: 'user Empresa A',
        tickets: 2,
        avgSupportTime: 25,
        rating: 2.5,
        online: true,
      },
    ]);
  });

  it('a single day counts only the lives that started waiting and finished on it, on Brasília time', async () => {
    const res = await k.admin.get('/dashboard?date_from=2025-03-12&date_to=2025-03-12');
    // r3 and r6 (r7 finished after midnight; r4 started waiting on the 11th)
    expect(res.body.counters).toMatchObject({
      supportFinished: 2,
      avgWaitTime: 17.5,
      avgSupportTime: 170,
      leads: 2,
    });
  });

  it('date_from alone keeps the lives still going', async () => {
    const res = await k.admin.get('/dashboard?date_from=2025-03-11');
    // r2, r3, r4 (open), r6, r7 and the two recent ones; r4 has no finish and no support time
    expect(res.body.counters).toMatchObject({ supportFinished: 6 });
    const user = res.body.attendants.find((a: { id: number }) => a.id === k.seed.a.user.id);
    expect(user).toMatchObject({ tickets: 3, avgSupportTime: 25 });
  });
});

describe('GET /dashboard by days', () => {
  it('counts the lives that started waiting within the last days', async () => {
    const week = await k.admin.get('/dashboard?days=7');
    expect(week.status).toBe(200);
    expect(week.body.counters).toMatchObject({
      supportFinished: 1,
      avgWaitTime: 4,
      avgSupportTime: 6,
      leads: 1,
    });
    const fortnight = await k.admin.get('/dashboard?days=15');
    // Gil's two lives: one contact with two lives is no lead
    expect(fortnight.body.counters).toMatchObject({
      supportFinished: 2,
      avgWaitTime: 5,
      avgSupportTime: 9,
      leads: 0,
    });
  });
});

describe('the filter', () => {
  it('neither days nor dates is spec §5 "Parametrize o filtro"', async () => {
    for (const path of ['/dashboard', '/dashboard?days=0', '/dashboard?date_from=&date_to=']) {
      const res = await k.admin.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({ error: 'ERR_VALIDATION', fields: { days: 'Parametrize o filtro' } });
    }
  });

  it('refuses dates that are not days, and a start after the end', async () => {
    expect(await k.admin.get('/dashboard?date_from=2025-02-30')).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', fields: { date_from: 'Data inválida' } },
    });
    expect(await k.admin.get('/dashboard?date_from=ontem')).toMatchObject({ status: 400 });
    expect(await k.admin.get('/dashboard?days=abc')).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION' },
    });
    expect(await k.admin.get('/dashboard?date_from=2025-03-12&date_to=2025-03-10')).toMatchObject({
      status: 400,
      body: { fields: { date_to: 'Data inicial não pode ser maior que data final' } },
    });
  });
});

describe('who sees it', () => {
  it('an attendant gets 403 ERR_NO_PERMISSION on every dashboard route; no session 401', async () => {
    for (const path of [period, '/dashboard/ticketsDay', '/dashboard/ticketsUsers']) {
      expect(await k.attendant.get(path), path).toMatchObject({
        status: 403,
        body: { error: 'ERR_NO_PERMISSION' },
      });
      expect((await k.t.client().get(path)).status, path).toBe(401);
    }
  });

  it("another company's admin sees only their company, whatever companyId they send", async () => {
    for (const path of [period, `${period}&companyId=${k.seed.a.id}`]) {
      const res = await k.adminB.get(path);
      expect(res.status).toBe(200);
      expect(res.body.counters).toEqual({
        supportFinished: 1,
        avgWaitTime: 2,
        avgSupportTime: 10,
        leads: 1,
        supportPending: 1,
        supportHappening: 1,
      });
      expect(res.body.attendants).toEqual([
        {
          id: k.seed.b.admin.id,
          name: 'admin Empresa B',
          tickets: 1,
          avgSupportTime: 10,
          rating: 2,
          online: false,
        },
        {
          id: k.seed.b.user.id,
          name: 'user Empresa B',
          tickets: 0,
          avgSupportTime: 0,
          rating: 0,
          online: false,
        },
      ]);
    }
  });
});
