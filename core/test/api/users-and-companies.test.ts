import { describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { insertCompany, insertPlan, login, PASSWORD } from '../support/index.js';

const { t, seed } = tenantKernelPerFile();

describe('users', () => {
  it('enforces the plan user limit with ERR_PLAN_USER_LIMIT', async () => {
    const tiny = await insertPlan(t.kernel.knex, 'Dois Usuários', {}, 2);
    const company = await insertCompany(t.kernel.knex, 'Mercadinho', tiny); // admin + user: already 2
    const admin = await login(t, company.admin.email);
    const res = await admin.post('/users', {
      name: 'Terceiro',
      email: 'terceiro@m.test',
      password: 'senha123',
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_PLAN_USER_LIMIT');
  });

  it('pages and searches case-insensitively, 20 per page', async () => {
    const admin = await login(t, seed.a.admin.email);
    for (let i = 0; i < 21; i++) {
      const r = await admin.post('/users', {
        name: `Atendente ${String(i).padStart(2, '0')}`,
        email: `at${i}@a.test`,
        password: 'senha123',
      });
      expect(r.status).toBe(201);
    }
    const first = (await admin.get('/users?pageNumber=1')).body;
    expect(first.users).toHaveLength(20);
    expect(first.count).toBe(23);
    expect(first.hasMore).toBe(true);
    expect((await admin.get('/users?pageNumber=2')).body.hasMore).toBe(false);
    const found = (await admin.get('/users?searchParam=ATENDENTE 07')).body;
    expect(found.users.map((u: { name: string }) => u.name)).toEqual(['Atendente 07']);
    // 21 password hashes: slow on a busy machine
  }, 120_000);

  it('keeps attendants out of user management but lets them change their own password', async () => {
    const user = await login(t, seed.a.user.email);
    expect((await user.get('/users')).status).toBe(403);
    expect((await user.post('/users', { name: 'Xx', email: 'x@a.test', password: 'senha123' })).status).toBe(
      403,
    );
    expect((await user.put(`/users/${seed.a.admin.id}`, { name: 'Hack' })).status).toBe(403);
    expect((await user.put(`/users/${seed.a.user.id}`, { profile: 'admin' })).status).toBe(403);
    const own = { password: 'outrasenha', currentPassword: PASSWORD };
    expect((await user.put(`/users/${seed.a.user.id}`, own)).status).toBe(200);
    await login(t, seed.a.user.email, 'outrasenha');
  });

  it('refuses a second account with the same e-mail', async () => {
    const admin = await login(t, seed.a.admin.email);
    const res = await admin.post('/users', {
      name: 'Duplicado',
      email: seed.b.user.email.toUpperCase(),
      password: 'senha123',
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('ERR_EMAIL_ALREADY_EXISTS');
  });
});

describe('companies (super admin)', () => {
  it("advances the due date by the company's recurrence", async () => {
    const su = await login(t, seed.platform.admin.email);
    const put = await su.put(`/companies/${seed.b.id}`, {
      recurrence: 'TRIMESTRAL',
      dueDate: '2026-01-15T00:00:00.000Z',
    });
    expect(put.status).toBe(200);
    const res = await su.post(`/companies/${seed.b.id}/advance-due-date`);
    expect(res.status).toBe(200);
    expect(res.body.dueDate.slice(0, 10)).toBe('2026-04-15');
  });

  it('turns an empty or invalid due date into null', async () => {
    const su = await login(t, seed.platform.admin.email);
    expect((await su.put(`/companies/${seed.b.id}`, { dueDate: '' })).body.dueDate).toBeNull();
    expect((await su.put(`/companies/${seed.b.id}`, { dueDate: 'amanhã' })).body.dueDate).toBeNull();
  });

  it('lets a company admin save its own opening hours, validated as HH:MM', async () => {
    const admin = await login(t, seed.a.admin.email);
    const schedules = [
      { weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '08:00', endTime: '18:00' },
    ];
    const ok = await admin.put(`/companies/${seed.a.id}/schedules`, { id: seed.a.id, schedules });
    expect(ok.status).toBe(200);
    expect(ok.body.schedules).toEqual(schedules);
    const bad = await admin.put(`/companies/${seed.a.id}/schedules`, {
      schedules: [{ ...schedules[0], endTime: '25:00' }],
    });
    expect(bad.status).toBe(400);
  });

  it('answers 404 ERR_NO_PLAN_FOUND to a plan that does not exist, and leaves the company as it was', async () => {
    const su = await login(t, seed.platform.admin.email);
    const before = (await su.get(`/companies/${seed.b.id}`)).body;
    const res = await su.put(`/companies/${seed.b.id}`, { planId: 99999, name: 'Renomeada' });
    expect([res.status, res.body]).toEqual([404, { error: 'ERR_NO_PLAN_FOUND' }]);
    const after = (await su.get(`/companies/${seed.b.id}`)).body;
    expect([after.planId, after.name]).toEqual([before.planId, before.name]);
  });

  it('refuses to delete a plan in use', async () => {
    const su = await login(t, seed.platform.admin.email);
    const res = await su.delete(`/plans/${seed.planId}`);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('ERR_PLAN_IN_USE');
  });
});

describe('company lists', () => {
  it('answers /companies/list (not taken for an id) to super users', async () => {
    const su = await login(t, seed.platform.admin.email);
    const res = await su.get('/companies/list');
    expect(res.status).toBe(200);
    expect(res.body.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Plataforma', 'Empresa A', 'Empresa B']),
    );
  });
});
