import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definePlugin } from '../../src/plugins/define-plugin.js';
import {
  login,
  PASSWORD,
  seedTenants,
  startTestKernel,
  testEnv,
  until,
  type TestKernel,
} from '../support/index.js';
import { closedWithin, connectSocket, recordEvents, sleep } from '../support/socket-client.js';

/**
 * Issue 27, finding 7: an access token kept working after logout until it expired, a JWT without `exp` was
 * accepted for ever, and an overdue company's sockets kept hearing its events while its HTTP answered 402.
 * Issue 30, item 3: signing in elsewhere left the old session's refresh cookie alive.
 */
const DAY = 864e5;

/** What an overdue company still hears: a payment plugin's events (the kernel's billing plugin does the same). */
const payments = definePlugin({
  name: 'test-payments',
  availableWhenOverdue: true,
  setup(k) {
    k.realtime.hearWhenOverdue('test-payment');
  },
  ui: { module: 'test-payments', routes: ['/test-payments'] },
});

function sessionSuite(name: string, env: Record<string, string>) {
  describe(name, () => {
    let t: TestKernel;
    let seed: Awaited<ReturnType<typeof seedTenants>>;
    beforeAll(async () => {
      t = await startTestKernel({ plugins: [payments], env: { BILLING_GRACE_DAYS: '0', ...env } });
      seed = await seedTenants(t.kernel.knex);
    });
    afterAll(() => t?.stop());

    it('logout with only the refresh cookie (as Whaticket sends it) ends the access token and its socket', async () => {
      const tab = await login(t, seed.a.user.email);
      const token = tab.token!;
      const socket = await connectSocket(t.url, token);
      const closed = closedWithin(socket);
      // Whaticket clears localStorage first, so its DELETE /auth/logout carries the cookie and no bearer
      const out = await tab.withToken(undefined).delete('/auth/logout');
      expect(out.status).toBe(200);
      await closed;
      const me = await tab.withToken(token).get('/auth/me');
      expect(me.status).toBe(403);
      expect(me.body).toEqual({ error: 'ERR_SESSION_EXPIRED' });
      await expect(connectSocket(t.url, token)).rejects.toThrow('ERR_SESSION_EXPIRED');
      expect((await tab.post('/auth/refresh_token')).status).toBe(401);
    });

    it('logout with only the bearer token ends that token, and leaves other users alone', async () => {
      const tab = await login(t, seed.a.admin.email);
      const other = await login(t, seed.b.admin.email);
      const bearerOnly = t.client().withToken(tab.token);
      expect((await bearerOnly.delete('/auth/logout')).status).toBe(200);
      expect((await tab.get('/auth/me')).status).toBe(403);
      expect((await other.get('/auth/me')).status).toBe(200);
    });

    it('a token that was refreshed before logout is ended too: the whole session is', async () => {
      const tab = await login(t, seed.b.user.email);
      const first = tab.token!;
      const refreshed = await tab.post('/auth/refresh_token');
      expect(refreshed.status).toBe(200);
      tab.withToken(refreshed.body.token);
      expect((await tab.delete('/auth/logout')).status).toBe(200);
      expect((await tab.withToken(first).get('/auth/me')).status).toBe(403);
      expect((await tab.withToken(refreshed.body.token).get('/auth/me')).status).toBe(403);
    });

    it('a JWT without exp, signed with the right secret, is refused over HTTP and in the handshake', async () => {
      const secret = testEnv('sqlite::memory:').JWT_SECRET;
      const user = await t.kernel.knex('users').where({ id: seed.a.admin.id }).first('tokenVersion');
      const forever = jwt.sign(
        { id: seed.a.admin.id, companyId: seed.a.id, profile: 'admin', super: false, tv: user.tokenVersion },
        secret,
      );
      expect(jwt.decode(forever)).not.toHaveProperty('exp');
      const res = await t.client().withToken(forever).get('/auth/me');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'ERR_SESSION_EXPIRED' });
      await expect(connectSocket(t.url, forever)).rejects.toThrow('ERR_SESSION_EXPIRED');
    });

    it('signing in elsewhere revokes the old refresh cookie, says why, and tells the old socket', async () => {
      const first = await login(t, seed.b.admin.email);
      const socket = await connectSocket(t.url, first.token!);
      const heard = recordEvents(socket);
      const second = await login(t, seed.b.admin.email);
      await sleep(200);
      expect(heard.map((e) => e.event)).toContain(`company-${seed.b.id}-auth`);
      // the old browser's reload must not sign straight back in, and its login screen can say why
      const reload = await first.post('/auth/refresh_token');
      expect(reload.status).toBe(401);
      expect(reload.body).toEqual({ error: 'ERR_SESSION_EXPIRED', reason: 'signedInElsewhere' });
      // the new session is untouched and refreshes as usual
      const renewed = await second.post('/auth/refresh_token');
      expect(renewed.status).toBe(200);
      expect((await second.withToken(renewed.body.token).get('/auth/me')).status).toBe(200);
      socket.close();
    });

    it('a refresh token used before the other sign-in is refused with the reason too', async () => {
      const first = await login(t, seed.a.user.email);
      const used = new Map(first.cookies);
      expect((await first.post('/auth/refresh_token')).status).toBe(200);
      await login(t, seed.a.user.email);
      const stale = t.client();
      stale.cookies = used;
      const replayed = await stale.post('/auth/refresh_token');
      expect(replayed.status).toBe(401);
      expect(replayed.body).toEqual({ error: 'ERR_SESSION_EXPIRED', reason: 'signedInElsewhere' });
    });
  });
}

sessionSuite('sessions end when they should (database denylist)', {});
sessionSuite('sessions end when they should (Redis denylist)', { REDIS_URL: 'redis://127.0.0.1:6379' });

describe('an overdue company', () => {
  let t: TestKernel;
  let seed: Awaited<ReturnType<typeof seedTenants>>;
  beforeAll(async () => {
    t = await startTestKernel({ plugins: [payments], env: { BILLING_GRACE_DAYS: '0' } });
    seed = await seedTenants(t.kernel.knex);
  });
  afterAll(() => t?.stop());

  const setDue = (ms: number) =>
    t.kernel
      .knex('companies')
      .where({ id: seed.a.id })
      .update({ dueDate: new Date(Date.now() + ms) });

  it('hears only billing events on its sockets while its HTTP answers 402', async () => {
    await setDue(-2 * DAY);
    const admin = await login(t, seed.a.admin.email);
    expect((await admin.get('/whatsapp')).status).toBe(402);
    const socket = await connectSocket(t.url, admin.token!);
    const heard = recordEvents(socket);
    const joined = await socket.timeout(1000).emitWithAck('joinTickets', 'open');
    expect(joined).toEqual({ ok: false, error: 'ERR_SUBSCRIPTION_OVERDUE' });

    t.kernel.realtime.emitToCompany(seed.a.id, 'ticket', { action: 'update', ticket: { id: 1 } });
    t.kernel.realtime.emitToCompanyByRole(seed.a.id, 'whatsapp', { admins: { a: 1 }, others: { a: 2 } });
    t.kernel.realtime.emitToUser(seed.a.id, seed.a.admin.id, 'notification', { n: 1 });
    t.kernel.realtime.emitToCompany(seed.a.id, 'test-payment', { action: 'CONCLUIDA' });
    // one socket gets its events in the order they were sent: the others would have come before this one
    await until('the billing event', () => heard.length > 0);
    expect(heard.map((e) => e.event)).toEqual([`company-${seed.a.id}-test-payment`]);
    socket.close();
  });

  it('a socket connected before the due date passes is moved to billing events only when it does', async () => {
    const user = await login(t, seed.a.user.email);
    // far enough ahead that connecting, joining and hearing one event fit before it on a loaded machine (at 2 s
    // they did not); TIMESTAMP columns keep whole seconds, so due in 10 s is due in 9.5 to 10.5 s
    const due = Date.now() + 10_000;
    await setDue(10_000);
    const socket = await connectSocket(t.url, user.token!);
    expect(await socket.timeout(1000).emitWithAck('joinTickets', 'open')).toEqual({ ok: true });
    const heard = recordEvents(socket);
    t.kernel.realtime.emitToRoom(`company-${seed.a.id}-status-open`, `company-${seed.a.id}-ticket`, { n: 1 });
    await until('the event sent before the due date', () => heard.length === 1);
    // past the due date the server holds the socket to billing: a join is refused from then on
    await until(
      'the socket held to billing',
      async () => {
        // no need to ask before the due date
        if (Date.now() < due - 500) return false;
        const joined = await socket.timeout(5000).emitWithAck('joinTickets', 'open');
        return joined.ok === false && joined.error === 'ERR_SUBSCRIPTION_OVERDUE';
      },
      30_000,
    );
    t.kernel.realtime.emitToRoom(`company-${seed.a.id}-status-open`, `company-${seed.a.id}-ticket`, { n: 2 });
    t.kernel.realtime.emitToCompany(seed.a.id, 'contact', { n: 3 });
    t.kernel.realtime.emitToCompany(seed.a.id, 'test-payment', { n: 4 });
    // one socket gets its events in the order they were sent: n 2 and 3 would have come before n 4
    await until('the billing event', () => heard.some((e) => (e.payload as { n: number }).n === 4));
    expect(heard.map((e) => e.payload)).toEqual([{ n: 1 }, { n: 4 }]);
    expect(socket.connected).toBe(true);
    socket.close();
  });

  it('once paid, its sockets reconnect with every right; other companies keep theirs', async () => {
    await setDue(-DAY);
    const admin = await login(t, seed.a.admin.email);
    const socket = await connectSocket(t.url, admin.token!);
    const bystander = await connectSocket(t.url, (await login(t, seed.b.user.email, PASSWORD)).token!);
    const superUser = await login(t, seed.platform.admin.email);
    const closed = closedWithin(socket);
    const moved = await superUser.post(`/companies/${seed.a.id}/advance-due-date`);
    expect(moved.status).toBe(200);
    await closed;
    const again = await connectSocket(t.url, admin.token!);
    expect(await again.timeout(1000).emitWithAck('joinTickets', 'open')).toEqual({ ok: true });
    await expect(closedWithin(bystander, 300)).rejects.toThrow('still open');
    again.close();
    bystander.close();
  });
});
