import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { fixtures, startDashboardKernel, type DashboardKernel } from './dashboard-kernel.js';
import { saoPaulo } from '@balcao/core/testing';

const k = kernelPerFile<DashboardKernel>(startDashboardKernel, 60_000);
let queueName: string;
let vendas: number;
const period = '/dashboard?date_from=2025-03-10&date_to=2025-03-12';

/**
 * Company A, 10 to 12 March 2025. Rated lives in the period:
 *   admin, queue of the seed: 1 and 3;  user, queue of the seed: 2;  user, Vendas: 3;  user, no queue: 1
 * Left out: a rate 3 of admin on a life of the 9th, and company B's rate 1.
 */
beforeAll(async () => {
  const f = fixtures(k.t);
  const knex = k.t.kernel.knex;
  const { a, b } = k.seed;
  queueName = String((await knex('queues').where({ id: a.queueId }).first('name')).name);
  const [vid] = await knex('queues').insert({
    companyId: a.id,
    name: 'Vendas',
    color: '#0a0b0c',
    greetingMessage: '',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  vendas = Number(vid);
  const life = async (
    companyId: number,
    userId: number,
    queueId: number | null,
    rate: 1 | 2 | 3,
    day = '2025-03-11',
  ) => {
    const contact = await f.contact(companyId, `C${Math.random()}`);
    const ticket = await f.ticket(companyId, contact, { userId });
    await knex('tickets').where({ id: ticket }).update({ queueId });
    await f.life(companyId, ticket, {
      userId,
      queuedAt: saoPaulo(`${day} 10:00`),
      startedAt: saoPaulo(`${day} 10:05`),
      finishedAt: saoPaulo(`${day} 10:30`),
    });
    await f.rating(companyId, ticket, userId, rate);
  };
  await life(a.id, a.admin.id, a.queueId, 1);
  await life(a.id, a.admin.id, a.queueId, 3, '2025-03-12');
  await life(a.id, a.user.id, a.queueId, 2);
  await life(a.id, a.user.id, vendas, 3);
  await life(a.id, a.user.id, null, 1);
  await life(a.id, a.admin.id, a.queueId, 3, '2025-03-09');
  await life(b.id, b.admin.id, null, 1);
}, 60_000);

describe('GET /dashboard ratings', () => {
  it('averages and counts the rates of the period per attendant and per queue, by name', async () => {
    const res = await k.admin.get(period);
    expect(res.status).toBe(200);
    expect(res.body.ratings.attendants).toEqual([
      { id: k.seed.a.admin.id, name: 'admin Empresa A', average: 2, count: 2 },
      { id: k.seed.a.user.id, name: 'user Empresa A', average: 2, count: 3 },
    ]);
    const queues = [
      { id: k.seed.a.queueId, name: queueName, average: 2, count: 3 },
      { id: vendas, name: 'Vendas', average: 3, count: 1 },
    ].sort((x, y) => x.name.localeCompare(y.name, 'pt-BR'));
    expect(res.body.ratings.queues).toEqual([...queues, { id: null, name: '', average: 1, count: 1 }]);
  });

  it('another company sees only its own ratings', async () => {
    const res = await k.adminB.get(period);
    expect(res.body.ratings).toEqual({
      attendants: [{ id: k.seed.b.admin.id, name: 'admin Empresa B', average: 1, count: 1 }],
      queues: [{ id: null, name: '', average: 1, count: 1 }],
    });
  });

  it('a period without ratings answers empty lists', async () => {
    const res = await k.admin.get('/dashboard?date_from=2025-01-01&date_to=2025-01-02');
    expect(res.body.ratings).toEqual({ attendants: [], queues: [] });
  });
});
