import { beforeAll, describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { hashPassword } from '../../src/auth/passwords.js';
import { insertWhatsapp, login, PASSWORD } from '../support/index.js';

/** Issue 9.2, 9.9 and 9.12: who may change a user, which connection a user may point at, and own passwords. */
const { t, seed } = tenantKernelPerFile();
/** an admin of the platform company without the super flag */
let platformAdmin: { id: number; email: string };

beforeAll(async () => {
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

describe("a user's connection belongs to the caller's company (9.9)", () => {
  it("refuses another company's connection on create and update with ERR_NO_WAPP_FOUND", async () => {
    const theirs = await insertWhatsapp(t.kernel.knex, seed.b.id, 'Conexão B');
    const mine = await insertWhatsapp(t.kernel.knex, seed.a.id, 'Conexão A');
    const admin = await login(t, seed.a.admin.email);

    const put = await admin.put(`/users/${seed.a.user.id}`, { whatsappId: theirs });
    expect([put.status, put.body.error]).toEqual([404, 'ERR_NO_WAPP_FOUND']);
    const post = await admin.post('/users', {
      name: 'Com Conexão Alheia',
      email: 'alheia@a.test',
      password: 'senha123',
      whatsappId: theirs,
    });
    expect([post.status, post.body.error]).toEqual([404, 'ERR_NO_WAPP_FOUND']);
    expect(await t.kernel.knex('users').where({ email: 'alheia@a.test' }).first()).toBeUndefined();

    const own = await admin.put(`/users/${seed.a.user.id}`, { whatsappId: mine });
    expect([own.status, own.body.whatsappId]).toEqual([200, mine]);
  });
});

describe('changing your own password takes the current one (9.12)', () => {
  it('refuses a self password change without currentPassword, and keeps the old password', async () => {
    const user = await login(t, seed.b.user.email);
    const res = await user.put(`/users/${seed.b.user.id}`, { password: 'roubada123' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'ERR_VALIDATION', fields: { currentPassword: 'Required' } });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('jrt='))).toBe(false);
    await login(t, seed.b.user.email, PASSWORD);
  });

  it('refuses a wrong currentPassword with ERR_INVALID_CURRENT_PASSWORD', async () => {
    const user = await login(t, seed.b.user.email);
    const res = await user.put(`/users/${seed.b.user.id}`, {
      password: 'roubada123',
      currentPassword: 'palpite',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_INVALID_CURRENT_PASSWORD');
    await login(t, seed.b.user.email, PASSWORD);
  });

  it('changes it with the right currentPassword; an admin sets another user’s without one', async () => {
    const user = await login(t, seed.b.user.email);
    const own = await user.put(`/users/${seed.b.user.id}`, {
      password: 'minha-nova',
      currentPassword: PASSWORD,
    });
    expect(own.status).toBe(200);
    await login(t, seed.b.user.email, 'minha-nova');

    const admin = await login(t, seed.b.admin.email);
    expect((await admin.put(`/users/${seed.b.user.id}`, { password: PASSWORD })).status).toBe(200);
    await login(t, seed.b.user.email, PASSWORD);
  });

  it('counts wrong currentPassword guesses like wrong logins: a stolen token gets 5, then 429', async () => {
    const user = await login(t, seed.a.user.email);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push(
        (
          await user.put(`/users/${seed.a.user.id}`, {
            password: 'roubada123',
            currentPassword: `palpite${i}`,
          })
        ).status,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    await login(t, seed.a.user.email, PASSWORD);
  });
});
