import { describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { login } from '../support/index.js';
import { REFRESH_GRACE_MS } from '../../src/auth/refresh-tokens.js';

/**
 * Issue 10.1: a client reloading with an expired access token fires several refreshes with one cookie at once.
 * They all carry on; a cookie used again after its successor was itself refreshed is still theft.
 */
const { t, seed } = tenantKernelPerFile();

/** a browser tab holding only this refresh cookie */
const tabWith = (cookie: string) => {
  const tab = t.client();
  tab.cookies.set('jrt', cookie);
  return tab;
};

describe('parallel refresh', () => {
  it('gives five racing refreshes with one cookie the same working successor', async () => {
    const session = await login(t, seed.a.user.email);
    const cookie = session.cookies.get('jrt')!;
    const tabs = Array.from({ length: 5 }, () => tabWith(cookie));
    const answers = await Promise.all(tabs.map((tab) => tab.post('/auth/refresh_token')));

    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const successors = new Set(tabs.map((tab) => tab.cookies.get('jrt')));
    expect(successors.size).toBe(1);
    expect(successors.has(cookie)).toBe(false);
    for (const [i, tab] of tabs.entries()) {
      const me = await tab.withToken(answers[i]!.body.token).get('/auth/me');
      expect(me.status).toBe(200);
      expect(me.body.id).toBe(seed.a.user.id);
    }
    // the successor rotates normally afterwards
    expect((await tabs[0]!.post('/auth/refresh_token')).status).toBe(200);
  });

  it('revokes the family when a cookie comes back after its successor was itself refreshed', async () => {
    const session = await login(t, seed.a.admin.email);
    const original = session.cookies.get('jrt')!;
    expect((await session.post('/auth/refresh_token')).status).toBe(200);
    expect((await session.post('/auth/refresh_token')).status).toBe(200);
    const latest = session.cookies.get('jrt')!;

    // within the grace window, but the successor it would get has been used: theft
    expect((await tabWith(original).post('/auth/refresh_token')).status).toBe(401);
    expect((await tabWith(latest).post('/auth/refresh_token')).status).toBe(401);
  });

  it('revokes the family when a used cookie comes back after the grace window', async () => {
    const session = await login(t, seed.b.user.email);
    const original = session.cookies.get('jrt')!;
    expect((await session.post('/auth/refresh_token')).status).toBe(200);
    await t.kernel
      .knex('refreshTokens')
      .where({ userId: seed.b.user.id })
      .whereNotNull('usedAt')
      .update({ usedAt: new Date(Date.now() - REFRESH_GRACE_MS - 5_000) });

    expect((await tabWith(original).post('/auth/refresh_token')).status).toBe(401);
    expect((await session.post('/auth/refresh_token')).status).toBe(401);
  });
});
