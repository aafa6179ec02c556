import { describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { definePlugin } from '../../src/plugins/define-plugin.js';
import { login } from '../support/index.js';

/**
 * Finding 8: a suspended company kept signing in, and one past its due date kept working. Now an inactive
 * company cannot sign in or use a token it had, and a company past its due date plus BILLING_GRACE_DAYS
 * reaches only what lets it pay.
 */
const billing = definePlugin({
  name: 'test-billing',
  availableWhenOverdue: true,
  setup(k) {
    k.router.get('/test-invoices', (ctx) => {
      ctx.body = [{ id: 1, value: 99.9 }];
    });
  },
  ui: { module: 'test-billing', routes: ['/test-invoices'] },
});
const feature = definePlugin({
  name: 'test-feature',
  setup(k) {
    k.router.get('/test-feature', (ctx) => {
      ctx.body = { ok: true };
    });
  },
  ui: { module: 'test-feature', routes: ['/test-feature'] },
});

const { t, seed } = tenantKernelPerFile({ plugins: [billing, feature], env: { BILLING_GRACE_DAYS: '3' } });
const DAY = 864e5;

const setDueDate = (companyId: number, daysFromNow: number) =>
  t.kernel
    .knex('companies')
    .where({ id: companyId })
    .update({ dueDate: new Date(Date.now() + daysFromNow * DAY) });

describe('company standing', () => {
  it('an inactive company cannot sign in, and the tokens it had stop working', async () => {
    const admin = await login(t, seed.b.admin.email);
    const superUser = await login(t, seed.platform.admin.email);
    expect((await superUser.put(`/companies/${seed.b.id}`, { status: false })).status).toBe(200);

    const again = await t.client().post('/auth/login', { email: seed.b.admin.email, password: 'secret123' });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ error: 'ERR_COMPANY_INACTIVE' });
    const call = await admin.post('/users', { name: 'Nova', email: 'nova@b.test', password: 'senha123' });
    expect(call.status).toBe(401);
    expect(call.body).toEqual({ error: 'ERR_COMPANY_INACTIVE' });
    expect((await admin.get('/whatsapp')).status).toBe(401);
    // nor can its refresh cookie mint a new token
    const refreshed = await admin.post('/auth/refresh_token');
    expect(refreshed).toMatchObject({ status: 401, body: { error: 'ERR_COMPANY_INACTIVE' } });
    expect(await t.kernel.knex('users').where({ email: 'nova@b.test' })).toEqual([]);

    // a wrong password still reads as a wrong password: the answer never tells a stranger the company's state
    const wrong = await t.client().post('/auth/login', { email: seed.b.user.email, password: 'wrong-one' });
    expect(wrong.body).toEqual({ error: 'ERR_INVALID_CREDENTIALS' });

    expect((await superUser.put(`/companies/${seed.b.id}`, { status: true })).status).toBe(200);
    expect((await admin.get('/whatsapp')).status).toBe(200);
  });

  it('past its due date and the grace period, a company reaches only its billing routes', async () => {
    await setDueDate(seed.a.id, -10);
    const admin = await login(t, seed.a.admin.email);
    expect(admin.token).toBeTruthy();

    for (const [method, path, body] of [
      ['POST', '/users', { name: 'Nova', email: 'nova@a.test', password: 'senha123' }],
      ['POST', '/whatsapp', { name: 'Outra' }],
      ['PUT', '/settings/userRating', { value: 'enabled' }],
      ['GET', '/users', undefined],
      ['GET', '/test-feature', undefined],
    ] as const) {
      const res = await admin.request(method, path, body);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 402,
        body: { error: 'ERR_SUBSCRIPTION_OVERDUE' },
      });
    }
    expect(await t.kernel.knex('users').where({ email: 'nova@a.test' })).toEqual([]);

    expect((await admin.get('/test-invoices')).body).toEqual([{ id: 1, value: 99.9 }]);
    expect((await admin.get(`/companies/listPlan/${seed.a.id}`)).status).toBe(200);
    expect((await admin.get('/auth/me')).status).toBe(200);
    const menu = (await admin.get('/modules')).body.modules.map((m: { name: string }) => m.name);
    expect(menu).toEqual(['test-billing']);
  });

  it('within the grace period, and once paid, everything works again', async () => {
    const admin = await login(t, seed.a.admin.email);
    await setDueDate(seed.a.id, -2);
    expect((await admin.get('/test-feature')).status).toBe(200);
    await setDueDate(seed.a.id, 30);
    expect((await admin.get('/users')).status).toBe(200);
    const menu = (await admin.get('/modules')).body.modules.map((m: { name: string }) => m.name);
    expect(menu).toEqual(expect.arrayContaining(['test-billing', 'test-feature', 'settings']));
  });

  it('never holds back the platform: a super user past a due date keeps every route', async () => {
    await setDueDate(seed.platform.id, -100);
    const superUser = await login(t, seed.platform.admin.email);
    expect((await superUser.get('/users')).status).toBe(200);
    expect((await superUser.get('/test-feature')).status).toBe(200);
  });
});
