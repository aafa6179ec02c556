import { beforeAll, describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { insertPlan, login } from '../support/index.js';

/** Finding 5 (signup took the hidden plans) and the signup half of finding 6 (no limit on signups). */
const { t, seed } = tenantKernelPerFile({ env: { TRUST_PROXY: 'true' } });
let partnerPlan: number;
let legacyPlan: number;
let disabledPlan: number;

beforeAll(async () => {
  partnerPlan = await insertPlan(t.kernel.knex, 'Parceiro', {}, 999);
  legacyPlan = await insertPlan(t.kernel.knex, 'Plano 1');
  disabledPlan = await insertPlan(t.kernel.knex, 'Antigo');
  await t.kernel.knex('plans').where({ id: disabledPlan }).update({ enabled: false });
});

let n = 0;
const signup = (planId: number, ip: string, email?: string) => {
  n++;
  return t
    .client()
    .request(
      'POST',
      '/companies/cadastro',
      { name: `Empresa ${n}`, email: email ?? `dono${n}@empresa.test`, password: 'senha123', planId },
      { 'x-forwarded-for': ip },
    );
};

describe('signup', () => {
  it('lists and accepts only the plans offered to the public', async () => {
    const publicNames = (await t.client().get('/plans/list')).body.map((p: { name: string }) => p.name);
    expect(publicNames).toContain('Completo');
    expect(publicNames).not.toContain('Parceiro');
    expect(publicNames).not.toContain('Plano 1');
    expect(publicNames).not.toContain('Antigo');
    for (const planId of [partnerPlan, legacyPlan, disabledPlan]) {
      const res = await signup(planId, `192.0.2.${planId}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'ERR_NO_PLAN_FOUND' });
    }
    expect(
      await t.kernel
        .knex('companies')
        .where('name', 'like', 'Empresa %')
        .whereNot('id', seed.a.id)
        .whereNot('id', seed.b.id),
    ).toEqual([]);
    expect((await signup(seed.planId, '192.0.2.50')).status).toBe(201);
  });

  it("still lists every plan to a super user's client, which edits companies on them", async () => {
    const superUser = await login(t, seed.platform.admin.email);
    const names = (await superUser.get('/plans/list')).body.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Completo', 'Parceiro', 'Plano 1', 'Antigo']));
  });

  it('takes at most SIGNUP_RATE_LIMIT attempts an hour from one address, failed ones included', async () => {
    const ip = '192.0.2.99';
    const taken = (await signup(seed.planId, ip, seed.a.admin.email)).body;
    expect(taken).toEqual({ error: 'ERR_EMAIL_ALREADY_EXISTS' });
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) statuses.push((await signup(seed.planId, ip)).status);
    expect(statuses.slice(0, 4)).toEqual([201, 201, 201, 201]);
    expect(statuses.slice(4).every((s) => s === 429)).toBe(true);
    const refused = await signup(seed.planId, ip);
    expect(refused.body).toMatchObject({ error: 'ERR_TOO_MANY_REQUESTS' });
    // another address is not held back by this one
    expect((await signup(seed.planId, '192.0.2.100')).status).toBe(201);
  });
});
