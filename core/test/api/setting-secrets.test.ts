import { beforeAll, describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { login, PASSWORD } from '../support/index.js';
import { listenAs, sleep } from '../support/socket-client.js';

/** Issue 9.4: integration credentials in the settings reach only the company's admins and super users. */
const SECRET_KEYS = ['asaas', 'tokenixc', 'ipixc', 'ipmkauth', 'clientidmkauth', 'clientsecretmkauth'];

const { t, seed } = tenantKernelPerFile();

beforeAll(async () => {
  const admin = await login(t, seed.a.admin.email);
  expect((await admin.put('/settings/asaas', { value: 'chave-secreta-asaas' })).status).toBe(200);
});

const keysOf = (settings: Array<{ key: string }>) => settings.map((s) => s.key);

describe('secret settings', () => {
  it('leaves them out of GET /settings, the login, refresh and /auth/me answers for an attendant', async () => {
    const session = t.client();
    const loggedIn = await session.post('/auth/login', { email: seed.a.user.email, password: PASSWORD });
    const refreshed = await session.post('/auth/refresh_token');
    session.withToken(refreshed.body.token);
    const lists = {
      'GET /settings': (await session.get('/settings')).body,
      login: loggedIn.body.user.company.settings,
      refresh: refreshed.body.user.company.settings,
      me: (await session.get('/auth/me')).body.company.settings,
    };
    for (const [answer, settings] of Object.entries(lists)) {
      expect([answer, keysOf(settings)]).toEqual([answer, expect.arrayContaining(['userRating'])]);
      for (const key of SECRET_KEYS) expect([answer, keysOf(settings)]).not.toContainEqual(key);
      expect(JSON.stringify(settings)).not.toContain('chave-secreta-asaas');
    }
  });

  it('gives them to the company admin, in GET /settings and the session', async () => {
    const admin = await login(t, seed.a.admin.email);
    const list = (await admin.get('/settings')).body as Array<{ key: string; value: string }>;
    expect(keysOf(list)).toEqual(expect.arrayContaining(SECRET_KEYS));
    expect(list.find((s) => s.key === 'asaas')?.value).toBe('chave-secreta-asaas');
    const me = (await admin.get('/auth/me')).body;
    expect(keysOf(me.company.settings)).toEqual(expect.arrayContaining(SECRET_KEYS));
  });

  it('announces a secret key only to admins; other keys to the whole company', async () => {
    const admin = await login(t, seed.a.admin.email);
    const user = await login(t, seed.a.user.email);
    const {
      heard: [adminHeard, userHeard],
      close,
    } = await listenAs(t.url, admin, user);
    const event = `company-${seed.a.id}-settings`;

    await admin.put('/settings/tokenixc', { value: 'token-ixc' });
    await admin.put('/settings/userRating', { value: 'enabled' });
    await sleep(300);

    const settingsOf = (seen: typeof adminHeard) =>
      seen.filter((e) => e.event === event).map((e) => (e.payload as { setting: { key: string } }).setting);
    expect(settingsOf(adminHeard)).toEqual([
      { key: 'tokenixc', value: 'token-ixc' },
      { key: 'userRating', value: 'enabled' },
    ]);
    expect(settingsOf(userHeard)).toEqual([{ key: 'userRating', value: 'enabled' }]);
    close();
  });
});
