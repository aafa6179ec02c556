import { describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { login, PASSWORD } from '../support/index.js';
import { REFRESH_GRACE_MS } from '../../src/auth/refresh-tokens.js';

const { t, seed: tenants } = tenantKernelPerFile();

describe('auth', () => {
  it('logs in, refreshes, reads /auth/me and logs out', async () => {
    const c = t.client();
    const res = await c.post('/auth/login', { email: tenants.a.admin.email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      id: tenants.a.admin.id,
      companyId: tenants.a.id,
      profile: 'admin',
      super: false,
    });
    expect(res.body.user.company.plan.useKanban).toBe(true);
    expect(c.cookies.get('jrt')).toBeTruthy();

    const me = await c.withToken(res.body.token).get('/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(tenants.a.admin.email);

    const refreshed = await c.post('/auth/refresh_token');
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.token).toEqual(expect.any(String));
    expect(refreshed.body.user.id).toBe(tenants.a.admin.id);

    expect((await c.delete('/auth/logout')).status).toBe(200);
    expect((await c.post('/auth/refresh_token')).status).toBe(401);
  });

  it('refuses a refresh cookie replayed after rotation and kills its whole family', async () => {
    const c = await login(t, tenants.a.user.email);
    const stolen = c.cookies.get('jrt')!;
    expect((await c.post('/auth/refresh_token')).status).toBe(200);
    const rotated = c.cookies.get('jrt')!;
    expect(rotated).not.toBe(stolen);
    // past the grace window that lets parallel refreshes of one tab share a successor
    await t.kernel
      .knex('refreshTokens')
      .where({ userId: tenants.a.user.id })
      .whereNotNull('usedAt')
      .update({ usedAt: new Date(Date.now() - REFRESH_GRACE_MS - 5_000) });

    const attacker = t.client();
    attacker.cookies.set('jrt', stolen);
    expect((await attacker.post('/auth/refresh_token')).status).toBe(401);
    // the replay revoked the family, so the legitimate holder must log in again too
    expect((await c.post('/auth/refresh_token')).status).toBe(401);
  });

  it('answers 401 without a token and 403 with a bad one', async () => {
    const c = t.client();
    expect((await c.get('/auth/me')).status).toBe(401);
    const bad = await c.withToken('not-a-jwt').get('/auth/me');
    expect(bad.status).toBe(403);
    expect(bad.body).toEqual({ error: 'ERR_SESSION_EXPIRED' });
  });

  it('invalidates every token of a user whose password changed', async () => {
    const first = await login(t, tenants.a.admin.email);
    const second = await login(t, tenants.a.admin.email);
    const changed = await first.put(`/users/${tenants.a.admin.id}`, {
      password: 'new-secret-1',
      currentPassword: PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect((await second.get('/auth/me')).status).toBe(403);
    expect((await second.post('/auth/refresh_token')).status).toBe(401);
    // the one who changed it got a fresh refresh cookie and carries on after one refresh
    expect((await first.get('/auth/me')).status).toBe(403);
    const again = await first.post('/auth/refresh_token');
    expect(again.status).toBe(200);
    expect((await first.withToken(again.body.token).get('/auth/me')).status).toBe(200);
    await first.put(`/users/${tenants.a.admin.id}`, { password: PASSWORD, currentPassword: 'new-secret-1' });
  });

  // last: it leaves 127.0.0.1 rate limited for a minute
  it('rejects bad credentials with ERR_INVALID_CREDENTIALS and rate limits the 6th bad login in a minute', async () => {
    const c = t.client();
    for (let i = 0; i < 5; i++) {
      const res = await c.post('/auth/login', { email: tenants.b.user.email, password: 'wrong-password' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'ERR_INVALID_CREDENTIALS' });
    }
    const sixth = await c.post('/auth/login', { email: tenants.b.user.email, password: PASSWORD });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toBe('ERR_TOO_MANY_LOGIN_ATTEMPTS');
  });
});
