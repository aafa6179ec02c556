import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '../support/per-file.js';
import { z } from 'zod';
import { definePlugin } from '../../src/plugins/define-plugin.js';
import { route } from '../../src/http/route.js';
import { parseBody } from '../../src/http/validate.js';
import { tenant } from '../../src/db/tenant-db.js';
import { Whatsapp } from '../../src/connections/whatsapp-model.js';
import { generateToken } from '../../src/connections/generate-token.js';
import {
  HttpClient,
  insertCompany,
  insertPlan,
  insertWhatsapp,
  login,
  seedTenants,
  startTestKernel,
  type CompanyFixture,
  type TestKernel,
} from '../support/index.js';

/**
 * Issue 11: the external messages API authenticates with a connection's token (ctx.apiToken), not a JWT.
 * A test plugin mounts what the messages-api plugin will: a route that echoes who the token says is calling,
 * and the rows of "its" company it can see (through tenant(), with the company the token named).
 */
const LIMIT = 5;
const sendBody = z
  .object({ number: z.string(), body: z.string(), companyId: z.number().optional() })
  .strict();

const messagesApi = definePlugin({
  name: 'test-messages-api',
  setup(k) {
    route(
      k.publicRouter,
      { method: 'post', path: '/api/test-messages/send', summary: 'test', body: sendBody },
      k.apiToken({ planFlag: 'useExternalApi' }),
      async (ctx) => {
        parseBody(ctx, sendBody);
        const { companyId, connectionId } = ctx.state.api;
        const connections = await tenant(companyId)(Whatsapp).select('whatsapps.id').orderBy('whatsapps.id');
        ctx.body = { companyId, connectionId, connections: connections.map((c) => c.id) };
      },
    );
    // the same guard without a plan flag
    route(
      k.publicRouter,
      { method: 'get', path: '/api/test-messages/whoami', summary: 'test' },
      k.apiToken(),
      (ctx) => {
        ctx.body = ctx.state.api;
      },
    );
  },
});

const t = kernelPerFile<TestKernel>(() =>
  startTestKernel({
    plugins: [messagesApi],
    env: { API_RATE_LIMIT: String(LIMIT), BILLING_GRACE_DAYS: '3' },
  }),
);
let seed: Awaited<ReturnType<typeof seedTenants>>;
// each scenario its own token, so that no test spends another's rate-limit budget
const tok = {
  a: generateToken(),
  b: generateToken(),
  noFlag: generateToken(),
  standing: generateToken(),
  limit: generateToken(),
};
const conn = { a: 0, a2: 0, b: 0, noFlag: 0, standing: 0, limit: 0 };
let noFlagCompany: CompanyFixture;
let standingCompany: CompanyFixture;

const api = (token?: string) => new HttpClient(t.url).withToken(token);
const send = (token?: string, body: unknown = { number: '5511999990000', body: 'oi' }) =>
  api(token).post('/api/test-messages/send', body);

beforeAll(async () => {
  const knex = t.kernel.knex;
  seed = await seedTenants(knex);
  conn.a = await insertWhatsapp(knex, seed.a.id, 'Principal', { token: tok.a });
  conn.a2 = await insertWhatsapp(knex, seed.a.id, 'Segunda', { isDefault: false });
  conn.b = await insertWhatsapp(knex, seed.b.id, 'Principal', { token: tok.b });
  conn.limit = await insertWhatsapp(knex, seed.b.id, 'Limite', { token: tok.limit, isDefault: false });
  const basic = await insertPlan(knex, 'Sem API', { useExternalApi: false });
  noFlagCompany = await insertCompany(knex, 'Empresa C', basic);
  conn.noFlag = await insertWhatsapp(knex, noFlagCompany.id, 'Principal', { token: tok.noFlag });
  standingCompany = await insertCompany(knex, 'Empresa D', seed.planId);
  conn.standing = await insertWhatsapp(knex, standingCompany.id, 'Principal', { token: tok.standing });
});

describe('messages-API tokens (ctx.apiToken)', () => {
  it('a good token reaches the handler with its own company and connection', async () => {
    const res = await send(tok.a);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      companyId: seed.a.id,
      connectionId: conn.a,
      connections: [conn.a, conn.a2].sort((x, y) => x - y),
    });
    const who = await api(tok.b).get('/api/test-messages/whoami');
    expect(who).toMatchObject({
      status: 200,
      body: { companyId: seed.b.id, connectionId: conn.b, connectionName: 'Principal' },
    });
  });

  it("another company's token acts only on its own company, whatever the body names", async () => {
    // the test schema lets a companyId through so that the handler could read it: the guard's company wins
    const res = await send(tok.b, { number: '5511999990000', body: 'oi', companyId: seed.a.id });
    expect(res.status).toBe(200);
    expect(res.body.companyId).toBe(seed.b.id);
    expect(res.body.connections).not.toContain(conn.a);
    expect(res.body.connections).not.toContain(conn.a2);
    // nor does a query string or a header change it
    const q = await api(tok.b).request('POST', `/api/test-messages/send?companyId=${seed.a.id}`, {
      number: '1',
      body: 'x',
    });
    expect(q.body.companyId).toBe(seed.b.id);
  });

  it('a missing, unknown or malformed token, or a JWT instead of a token, is 401', async () => {
    expect(await send(undefined)).toMatchObject({ status: 401, body: { error: 'ERR_SESSION_EXPIRED' } });
    expect(await send(generateToken())).toMatchObject({ status: 401, body: { error: 'ERR_INVALID_TOKEN' } });
    expect(await send('short')).toMatchObject({ status: 401, body: { error: 'ERR_INVALID_TOKEN' } });
    const basic = await api().request(
      'POST',
      '/api/test-messages/send',
      { number: '1', body: 'x' },
      {
        authorization: `Basic ${Buffer.from(`x:${tok.a}`).toString('base64')}`,
      },
    );
    expect(basic).toMatchObject({ status: 401, body: { error: 'ERR_INVALID_TOKEN' } });
    const admin = await login(t, seed.a.admin.email);
    expect(await send(admin.token)).toMatchObject({ status: 401, body: { error: 'ERR_INVALID_TOKEN' } });
    // and the token is no session: the JWT-guarded API refuses it
    expect((await api(tok.a).get('/whatsapp')).status).toBe(403);
  });

  it('a plan without useExternalApi is 403 on a flagged route, and passes an unflagged one', async () => {
    expect(await send(tok.noFlag)).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
    const who = await api(tok.noFlag).get('/api/test-messages/whoami');
    expect(who).toMatchObject({ status: 200, body: { companyId: noFlagCompany.id } });
  });

  it('an inactive company is 401, at once', async () => {
    const knex = t.kernel.knex;
    await knex('companies').where({ id: standingCompany.id }).update({ status: false });
    try {
      const res = await api(tok.standing).get('/api/test-messages/whoami');
      expect(res).toMatchObject({ status: 401, body: { error: 'ERR_COMPANY_INACTIVE' } });
    } finally {
      await knex('companies').where({ id: standingCompany.id }).update({ status: true });
    }
    expect((await api(tok.standing).get('/api/test-messages/whoami')).status).toBe(200);
  });

  it('a company past its due date and grace is 402; within the grace it still works', async () => {
    const knex = t.kernel.knex;
    const setDue = (days: number) =>
      knex('companies')
        .where({ id: standingCompany.id })
        .update({ dueDate: new Date(Date.now() + days * 864e5) });
    try {
      await setDue(-2);
      expect((await api(tok.standing).get('/api/test-messages/whoami')).status).toBe(200);
      await setDue(-10);
      const res = await api(tok.standing).get('/api/test-messages/whoami');
      expect(res).toMatchObject({ status: 402, body: { error: 'ERR_SUBSCRIPTION_OVERDUE' } });
    } finally {
      await setDue(30);
    }
  });

  it('the request over API_RATE_LIMIT a minute for one token is 429 with Retry-After; other tokens go on', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await send(tok.limit)).status).toBe(200);
    const over = await send(tok.limit);
    expect(over.status).toBe(429);
    expect(over.body.error).toBe('ERR_TOO_MANY_REQUESTS');
    expect(over.body.retryAfter).toBeGreaterThanOrEqual(1);
    expect(over.body.retryAfter).toBeLessThanOrEqual(60);
    expect(Number(over.headers.get('retry-after'))).toBe(over.body.retryAfter);
    // the counter is the token's, not the company's nor the address's
    expect((await send(tok.b)).status).toBe(200);
  });

  it('a regenerated token stops working at once, the new one works; a deleted connection’s token too', async () => {
    const fresh = generateToken();
    await tenant(seed.a.id)(Whatsapp).patch({ token: fresh }).where('whatsapps.id', conn.a);
    expect(await send(tok.a)).toMatchObject({ status: 401, body: { error: 'ERR_INVALID_TOKEN' } });
    expect(await send(fresh)).toMatchObject({ status: 200, body: { connectionId: conn.a } });

    const admin = await login(t, seed.a.admin.email);
    const list = await admin.get('/whatsapp');
    // once, under load, the list lacked the second connection (issue 28): say what it held if it happens again
    expect(list.status).toBe(200);
    expect(list.body.map((w: { id: number }) => w.id)).toContain(conn.a2);
    const second = list.body.find((w: { id: number }) => w.id === conn.a2);
    expect((await send(second.token)).status).toBe(200);
    expect((await admin.delete(`/whatsapp/${conn.a2}`)).status).toBe(200);
    expect(await send(second.token)).toMatchObject({ status: 401, body: { error: 'ERR_INVALID_TOKEN' } });
  });
});
