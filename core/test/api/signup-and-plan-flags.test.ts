import { describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { definePlugin } from '../../src/plugins/define-plugin.js';
import { insertCompany, insertPlan, login } from '../support/index.js';

/** A plugin flagged useCampaigns, standing in for the real campaigns feature. */
const flagged = definePlugin({
  name: 'flagged-campaigns',
  planFlag: 'useCampaigns',
  setup(k) {
    k.router.get('/flagged-campaigns', (ctx) => {
      ctx.body = { ok: true };
    });
  },
  ui: {
    module: 'flagged-campaigns',
    routes: ['/campaigns'],
    menu: [{ label: 'campaigns:menu', path: '/campaigns' }],
  },
});

const { t, seed } = tenantKernelPerFile({ plugins: [flagged] });

describe('signup', () => {
  it('creates a trial company due in 3 days with its first admin', async () => {
    const c = t.client();
    const before = Date.now();
    const res = await c.post('/companies/cadastro', {
      name: 'Padaria Pão Quente',
      email: 'dono@padaria.test',
      phone: '11999990000',
      password: 'senha123',
      planId: seed.planId,
    });
    expect(res.status).toBe(201);
    const due = new Date(res.body.dueDate).getTime();
    expect(due).toBeGreaterThanOrEqual(before + 3 * 864e5 - 1000);
    expect(due).toBeLessThanOrEqual(Date.now() + 3 * 864e5 + 1000);
    expect(res.body).toMatchObject({ recurrence: 'MENSAL', status: true });

    const admin = await login(t, 'dono@padaria.test', 'senha123');
    const me = await admin.get('/auth/me');
    expect(me.body).toMatchObject({ profile: 'admin', companyId: res.body.id });
    expect(me.body.company.settings).toContainEqual({ key: 'campaignsEnabled', value: 'true' });
  });

  it('refuses duplicates and bad input with codes', async () => {
    const c = t.client();
    const dup = await c.post('/companies/cadastro', {
      name: 'Outra',
      email: seed.a.admin.email,
      password: 'senha123',
      planId: seed.planId,
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toBe('ERR_EMAIL_ALREADY_EXISTS');
    const noPlan = await c.post('/companies/cadastro', {
      name: 'Sem Plano',
      email: 'x@y.test',
      password: 'senha123',
      planId: 99999,
    });
    expect(noPlan.body.error).toBe('ERR_NO_PLAN_FOUND');
  });

  it('answers ERR_USER_CREATION_DISABLED when the platform turned signup off', async () => {
    const superUser = await login(t, seed.platform.admin.email);
    expect((await superUser.put('/settings/userCreation', { value: 'disabled' })).status).toBe(200);
    const res = await t.client().post('/companies/cadastro', {
      name: 'Tarde Demais',
      email: 'late@x.test',
      password: 'senha123',
      planId: seed.planId,
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_USER_CREATION_DISABLED');
    await superUser.put('/settings/userCreation', { value: 'enabled' });
  });

  it('lets only super users switch signup', async () => {
    const admin = await login(t, seed.a.admin.email);
    expect((await admin.put('/settings/userCreation', { value: 'disabled' })).status).toBe(403);
  });
});

describe('plan flags', () => {
  it("answer 403 ERR_NO_PERMISSION on a flagged plugin's routes and hide its module", async () => {
    const basic = await insertPlan(t.kernel.knex, 'Básico', { useCampaigns: false });
    const small = await insertCompany(t.kernel.knex, 'Loja Pequena', basic);
    const without = await login(t, small.admin.email);
    const res = await without.get('/flagged-campaigns');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'ERR_NO_PERMISSION' });
    const modules = await without.get('/modules');
    expect(modules.body.modules.map((m: { name: string }) => m.name)).not.toContain('flagged-campaigns');

    const withFlag = await login(t, seed.a.admin.email);
    expect((await withFlag.get('/flagged-campaigns')).body).toEqual({ ok: true });
    expect((await withFlag.get('/modules')).body.modules.map((m: { name: string }) => m.name)).toContain(
      'flagged-campaigns',
    );
  });

  it('shows the settings module to admins but not to attendants', async () => {
    const admin = await login(t, seed.a.admin.email);
    const user = await login(t, seed.a.user.email);
    const names = async (c: typeof admin) =>
      (await c.get('/modules')).body.modules.map((m: { name: string }) => m.name);
    expect(await names(admin)).toContain('settings');
    expect(await names(user)).not.toContain('settings');
  });
});
