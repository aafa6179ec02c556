import { beforeAll, describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { login, type HttpClient } from '../support/index.js';

/**
 * Issue 31 item 4: the super admin's Companies screen as Whaticket's client drives it. A new company gets an
 * admin on its e-mail; "Usuário" lists that company's users (`GET /users/list?companyId=`) and saves one with
 * `companyId` in the body (`PUT /users/:id`, `POST /users`); the first password is set there.
 */
const { t, seed } = tenantKernelPerFile();
let superUser: HttpClient;

beforeAll(async () => {
  superUser = await login(t, seed.platform.admin.email);
});

describe("the super admin's company users", () => {
  it('a company made without a password gets its admin, whose first password the super admin sets', async () => {
    // the company form's body, without a password field
    const made = await superUser.post('/companies', {
      name: 'Padaria Nova',
      email: 'contato@padarianova.test',
      phone: '5511999990000',
      planId: seed.a.planId,
      status: true,
      dueDate: '2027-01-01',
      recurrence: 'MENSAL',
    });
    expect(made.status).toBe(201);
    const companyId = made.body.id as number;

    const listed = await superUser.get(`/users/list?companyId=${companyId}`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      expect.objectContaining({ email: 'contato@padarianova.test', profile: 'admin', name: 'Padaria Nova' }),
    ]);
    const [admin] = listed.body as Array<{ id: number }>;
    // the user dialog then loads that user by id alone
    expect((await superUser.get(`/users/${admin!.id}`)).body).toMatchObject({
      companyId,
      email: 'contato@padarianova.test',
    });

    // nobody can sign in before the super admin sets the first password from "Usuário"
    const before = await t
      .client()
      .post('/auth/login', { email: 'contato@padarianova.test', password: 'primeira123' });
    expect(before.status).toBe(401);
    const saved = await superUser.put(`/users/${admin!.id}`, {
      name: 'Padaria Nova',
      email: 'contato@padarianova.test',
      password: 'primeira123',
      profile: 'admin',
      companyId,
    });
    expect(saved.status).toBe(200);
    const signedIn = await login(t, 'contato@padarianova.test', 'primeira123');
    expect((await signedIn.get('/auth/me')).body).toMatchObject({ companyId });

    // and a second user of that company, made from the same screen
    const another = await superUser.post('/users', {
      name: 'Caixa',
      email: 'caixa@padarianova.test',
      password: 'caixa1234',
      profile: 'user',
      companyId,
    });
    expect(another.status).toBe(201);
    expect(another.body).toMatchObject({ companyId, email: 'caixa@padarianova.test' });
    // the super user's own company did not get them
    const own = (await superUser.get('/users/list')).body as Array<{ email: string }>;
    expect(own.map((u) => u.email)).not.toContain('caixa@padarianova.test');
  });

  it("refuses another company's users to anyone but a super user, and a company nobody made", async () => {
    const adminA = await login(t, seed.a.admin.email);
    expect((await adminA.get(`/users/list?companyId=${seed.b.id}`)).status).toBe(403);
    expect((await adminA.get(`/users/list?companyId=${seed.a.id}`)).status).toBe(200);
    const intoB = await adminA.post('/users', {
      name: 'Intruso',
      email: 'intruso@a.test',
      password: 'senha1234',
      companyId: seed.b.id,
    });
    expect(intoB).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
    expect(
      (await adminA.put(`/users/${seed.b.user.id}`, { name: 'Tomado', companyId: seed.b.id })).status,
    ).toBe(403);
    // an admin still opens only their own company's users
    expect((await adminA.get(`/users/${seed.b.user.id}`)).status).toBe(404);
    expect((await superUser.get('/users/list?companyId=99999')).body).toMatchObject({
      error: 'ERR_NO_COMPANY_FOUND',
    });
  });

  it('a company whose e-mail another user has is still made, without an admin', async () => {
    const made = await superUser.post('/companies', {
      name: 'Filial Sem Admin',
      email: seed.a.admin.email,
      planId: seed.a.planId,
    });
    expect(made.status).toBe(201);
    expect((await superUser.get(`/users/list?companyId=${made.body.id}`)).body).toEqual([]);
  });
});
