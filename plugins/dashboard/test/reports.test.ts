import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { fixtures, startDashboardKernel, todayInBrasilia, type DashboardKernel } from './dashboard-kernel.js';
import { saoPaulo } from '@balcao/core/testing';

const k = kernelPerFile<DashboardKernel>(startDashboardKernel, 60_000);
let today: string;
const shift = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * 864e5).toISOString().slice(0, 10);
const hours = (filled: Record<number, number>) =>
  Array.from({ length: 24 }, (_, horario) => ({ horario, total: filled[horario] ?? 0 }));

beforeAll(async () => {
  const f = fixtures(k.t);
  const { a, b } = k.seed;
  const admin = a.admin.id;
  const user = a.user.id;
  today = todayInBrasilia();
  const life = async (
    companyId: number,
    createdAt: Date,
    opts: { userId?: number; isGroup?: boolean } = {},
  ) => {
    const contact = await f.contact(companyId, `Contato ${createdAt.toISOString()}`);
    const ticket = await f.ticket(companyId, contact, { userId: opts.userId, isGroup: opts.isGroup });
    await f.life(companyId, ticket, { userId: opts.userId, createdAt });
  };

  // today, Brasília: 00:30, twice 09:15 (one a group), 23:59:59; yesterday's last second and tomorrow's first
  await life(a.id, saoPaulo(`${today} 00:30`), { userId: admin });
  await life(a.id, saoPaulo(`${today} 09:15`));
  await life(a.id, saoPaulo(`${today} 09:15:40`), { isGroup: true });
  await life(a.id, saoPaulo(`${today} 23:59:59`));
  await life(a.id, saoPaulo(`${shift(today, -1)} 23:59:59`));
  await life(a.id, saoPaulo(`${shift(today, 1)} 00:00`));
  await life(b.id, saoPaulo(`${today} 10:00`), { userId: b.admin.id });

  // 10 to 12 March 2025: 22:30 on the 12th is 01:30 UTC on the 13th, still the 12th in Brasília
  await life(a.id, saoPaulo('2025-03-10 08:00'), { userId: admin });
  await life(a.id, saoPaulo('2025-03-11 10:00'), { userId: user });
  await life(a.id, saoPaulo('2025-03-11 11:00'), { userId: user, isGroup: true });
  await life(a.id, saoPaulo('2025-03-11 12:00'));
  await life(a.id, saoPaulo('2025-03-12 22:30'), { userId: admin });
  await life(a.id, saoPaulo('2025-03-12 22:45'), { userId: admin });
  await life(a.id, saoPaulo('2025-03-09 23:00'), { userId: user });
  await life(a.id, saoPaulo('2025-03-13 00:00'), { userId: user });
  await life(b.id, saoPaulo('2025-03-11 10:00'), { userId: b.user.id });

  // a user without conversations whose name sorts first: Whaticket lists them after the ones with some
  await k.t.kernel.knex('users').insert({
    companyId: a.id,
    name: 'Ana sem conversas',
    email: 'ana@empresaa.test',
    passwordHash: 'x',
    profile: 'user',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
}, 60_000);

describe('GET /dashboard/ticketsDay', () => {
  it("without dates: today's tickets in 24 hourly buckets, Brasília time", async () => {
    const res = await k.admin.get('/dashboard/ticketsDay');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ count: 4, data: hours({ 0: 1, 9: 2, 23: 1 }) });
  });

  it('one day, as the client sends it (initialDate = finalDate, companyId), by hour', async () => {
    const res = await k.admin.get(
      `/dashboard/ticketsDay?initialDate=2025-03-12&finalDate=2025-03-12&companyId=${k.seed.a.id}`,
    );
    expect(res.body).toEqual({ count: 2, data: hours({ 22: 2 }) });
  });

  it('a range of days, by day: the days that had tickets, in order, dated dd/mm/YYYY', async () => {
    const res = await k.admin.get('/dashboard/ticketsDay?initialDate=2025-03-10&finalDate=2025-03-12');
    expect(res.body).toEqual({
      count: 6,
      data: [
        { data: '10/03/2025', total: 1 },
        { data: '11/03/2025', total: 3 },
        { data: '12/03/2025', total: 2 },
      ],
    });
  });

  it("another company's admin counts only their own tickets", async () => {
    const res = await k.adminB.get(`/dashboard/ticketsDay?companyId=${k.seed.a.id}`);
    expect(res.body).toEqual({ count: 1, data: hours({ 10: 1 }) });
  });

  it('refuses a date that is not a day and a start after the end', async () => {
    expect(
      await k.admin.get('/dashboard/ticketsDay?initialDate=2025-13-01&finalDate=2025-13-01'),
    ).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', fields: { initialDate: 'Data inválida', finalDate: 'Data inválida' } },
    });
    expect(
      await k.admin.get('/dashboard/ticketsDay?initialDate=2025-03-12&finalDate=2025-03-10'),
    ).toMatchObject({
      status: 400,
      body: { fields: { finalDate: 'Data inicial não pode ser maior que data final' } },
    });
  });
});

describe('GET /dashboard/ticketsUsers', () => {
  it("counts each attendant's conversations of the range, groups left out, then everyone else with 0", async () => {
    const res = await k.admin.get(
      `/dashboard/ticketsUsers?initialDate=2025-03-10&finalDate=2025-03-12&companyId=${k.seed.a.id}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        { quantidade: 3, data: '2025-03-10', nome: 'admin Empresa A' },
        { quantidade: 1, data: '2025-03-11', nome: 'user Empresa A' },
        { quantidade: 0, nome: 'Ana sem conversas' },
      ],
    });
  });

  it('without dates: today', async () => {
    const res = await k.admin.get('/dashboard/ticketsUsers');
    expect(res.body.data).toEqual([
      { quantidade: 1, data: today, nome: 'admin Empresa A' },
      { quantidade: 0, nome: 'Ana sem conversas' },
      { quantidade: 0, nome: 'user Empresa A' },
    ]);
  });

  it("another company's admin sees their own users only", async () => {
    const res = await k.adminB.get('/dashboard/ticketsUsers?initialDate=2025-03-10&finalDate=2025-03-12');
    expect(res.body.data).toEqual([
      { quantidade: 1, data: '2025-03-11', nome: 'user Empresa B' },
      { quantidade: 0, nome: 'admin Empresa B' },
    ]);
  });
});

describe('the API document', () => {
  it('lists the three routes with the query names Whaticket clients send', async () => {
    const doc = (await k.t.client().get('/openapi.json')).body;
    const names = (path: string) =>
      (doc.paths[path].get.parameters as Array<{ name: string }>).map((p) => p.name).sort();
    expect(names('/dashboard')).toEqual(['companyId', 'date_from', 'date_to', 'days']);
    expect(names('/dashboard/ticketsDay')).toEqual(['companyId', 'finalDate', 'initialDate']);
    expect(names('/dashboard/ticketsUsers')).toEqual(['companyId', 'finalDate', 'initialDate']);
    expect(doc.paths['/dashboard'].get.responses['200'].content['application/json'].schema).toMatchObject({
      properties: { counters: expect.any(Object), attendants: expect.any(Object) },
    });
  });
});
