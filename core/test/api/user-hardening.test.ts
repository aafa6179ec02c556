import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/passwords.js';
import { login, PASSWORD, seedTenants, startTestKernel, type TestKernel } from '../support/index.js';

/** Issue 9.2: who may change a user. */
let t: TestKernel;
let seed: Awaited<ReturnType<typeof seedTenants>>;
/** an admin of the platform company without the super flag */
let platformAdmin: { id: number; email: string };

beforeAll(async () => {
  t = await startTestKernel();
  seed = await seedTenants(t.kernel.knex);
  const now = new Date();
  const email = 'gerente@plataforma.test';
  const [id] = await t.kernel.knex('users').insert({
    companyId: seed.platform.id,
    name: 'Gerente da Plataforma',
    email,
    passwordHash: await hashPassword(PASSWORD),
    profile: 'admin',
    super: false,
    createdAt: now,
    updatedAt: now,
  });
  platformAdmin = { id: Number(id), email };
});
afterAll(() => t?.stop());

describe('a super user is out of reach of non-super admins (9.2)', () => {
  it('refuses to change the password, e-mail or profile of a super user, or delete them', async () => {
    const admin = await login(t, platformAdmin.email);
    const superId = seed.platform.admin.id;
    for (const body of [{ password: 'tomada123' }, { email: 'eu@invasor.test' }, { profile: 'user' }]) {
      const res = await admin.put(`/users/${superId}`, body);
      expect([body, res.status, res.body.error]).toEqual([body, 403, 'ERR_NO_PERMISSION']);
    }
    const removed = await admin.delete(`/users/${superId}`);
    expect([removed.status, removed.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);

    await login(t, seed.platform.admin.email, PASSWORD);
    expect(await t.kernel.knex('users').where({ id: superId }).first('email', 'profile')).toEqual({
      email: seed.platform.admin.email,
      profile: 'admin',
    });
  });

  it('still lets that admin manage the platform company’s other users, and a super user manage supers', async () => {
    const admin = await login(t, platformAdmin.email);
    expect((await admin.put(`/users/${seed.platform.user.id}`, { name: 'Suporte' })).status).toBe(200);
    const su = await login(t, seed.platform.admin.email);
    expect((await su.put(`/users/${seed.platform.admin.id}`, { name: 'Super Admin' })).status).toBe(200);
  });
});
