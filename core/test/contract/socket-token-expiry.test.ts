import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, seedTenants, startTestKernel, type TestKernel } from '../support/index.js';
import { closedWithin, connectSocket, sleep } from '../support/socket-client.js';
import { Browser } from '../support/whaticket-tab.js';

/**
 * Issue 31, item 6: the server closed every socket when its access token expired, and the Whaticket client,
 * finding an expired token in storage, reloaded every open tab (a half-typed message lost every 15 minutes).
 * A socket now lives as long as its session stands; revocation still closes it at once.
 */

describe('two Whaticket tabs across two access-token expiries', () => {
  let t: TestKernel;
  let seed: Awaited<ReturnType<typeof seedTenants>>;
  beforeAll(async () => {
    // 4 s: a refresh and its retry land well inside a fresh token's life even on a loaded machine
    t = await startTestKernel({ env: { JWT_EXPIRES_IN: '4s', REFRESH_EXPIRES_IN: '1h' } });
    seed = await seedTenants(t.kernel.knex);
  });
  afterAll(() => t?.stop());

  it('neither tab is reloaded or logged out, both keep hearing their company, and logout still cuts them', async () => {
    const browser = new Browser(t.url);
    await browser.login(seed.a.user.email, PASSWORD);
    const [one, two] = [browser.tab(), browser.tab()];
    await one.connect();
    await two.connect();
    // the shell's socket sends its token in auth, not in the query
    const shell = await connectSocket(t.url, browser.token!);
    const adminBrowser = new Browser(t.url);
    await adminBrowser.login(seed.a.admin.email, PASSWORD);
    const admin = adminBrowser.tab();

    // first expiry: tab one works on (its request meets a 403, refreshes and retries); tab two stays idle
    await sleep(4600);
    expect((await one.request('GET', '/auth/me')).status).toBe(200);
    // second expiry, of the first token and of the refreshed one
    await sleep(4600);
    const rename = await admin.request('PUT', `/users/${seed.a.user.id}`, { name: 'Atendente renomeada' });
    expect(rename.status).toBe(200);
    await sleep(300);

    for (const tab of [one, two]) {
      expect(tab.reloads).toBe(0);
      expect(tab.loggedOut).toBe(false);
      expect(tab.disconnects).toEqual([]);
      expect(tab.socket.connected).toBe(true);
      expect(tab.heard).toContain(`company-${seed.a.id}-user`);
    }
    expect(shell.connected).toBe(true);

    // revocation is not expiry: logout closes every socket of the session within a second
    const closing = Promise.all([one.socket, two.socket, shell].map((s) => closedWithin(s, 10_000)));
    expect((await one.request('DELETE', '/auth/logout')).status).toBe(200);
    await closing;
    shell.close();
    for (const tab of [one, two, admin]) tab.close();
  });

  it('a password change still closes a socket whose token expired long ago', async () => {
    const browser = new Browser(t.url);
    await browser.login(seed.b.user.email, PASSWORD);
    const socket = await connectSocket(t.url, browser.token!);
    await sleep(4600);
    const admin = new Browser(t.url);
    await admin.login(seed.b.admin.email, PASSWORD);
    const closed = closedWithin(socket, 10_000);
    const tab = admin.tab();
    expect((await tab.request('PUT', `/users/${seed.b.user.id}`, { password: 'outra-senha' })).status).toBe(
      200,
    );
    await closed;
  });
});

describe('a session that ends by itself', () => {
  let t: TestKernel;
  beforeAll(async () => {
    // long enough that a loaded machine still connects before the token ends
    t = await startTestKernel({ env: { JWT_EXPIRES_IN: '3s', REFRESH_EXPIRES_IN: '6s' } });
  });
  afterAll(() => t?.stop());

  it('closes its socket once the refresh cookie has expired unused', async () => {
    const seed = await seedTenants(t.kernel.knex);
    const browser = new Browser(t.url);
    const signedIn = Date.now();
    await browser.login(seed.a.user.email, PASSWORD);
    const socket = await connectSocket(t.url, browser.token!);
    await closedWithin(socket, 20_000);
    // it outlived its 3-s token and a check after it; the cookie's 6 s end it (MariaDB keeps whole seconds)
    expect(Date.now() - signedIn).toBeGreaterThan(4000);
  });
});
