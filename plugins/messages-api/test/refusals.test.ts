import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertPlan, type TestKernel } from '@balcao/core/testing';
import {
  connectionWithToken,
  newToken,
  send,
  startMessagesApiKernel,
  type Sim,
} from './messages-api-kernel.js';

/** What /api/messages/send refuses, each with the clear error of spec §7/§8, and the per-token rate limit. */
const LIMIT = 10;
let t: TestKernel;
let sim: Sim;
let seed: Awaited<ReturnType<typeof startMessagesApiKernel>>['seed'];
const token = { a: newToken('a'), limit: newToken('limit'), noFlag: newToken('noflag') };

beforeAll(async () => {
  ({ t, sim, seed } = await startMessagesApiKernel({ API_RATE_LIMIT: String(LIMIT) }));
  await connectionWithToken(t, seed.a.id, 'Loja A', token.a);
  await connectionWithToken(t, seed.a.id, 'Limite', token.limit, { open: false, isDefault: false });
  const plan = await insertPlan(t.kernel.knex, 'Sem API', { useExternalApi: false });
  const company = await insertCompany(t.kernel.knex, 'Empresa Sem API', plan);
  await connectionWithToken(t, company.id, 'Sem API', token.noFlag);
});
afterAll(() => t?.stop());

const contacts = () => t.kernel.knex('contacts').count({ n: '*' }).first();

describe('POST /api/messages/send refuses', () => {
  it('a missing number or text with 400 naming each field; a bad number too', async () => {
    expect(await send(t, token.a, {})).toMatchObject({
      status: 400,
      body: { error: 'ERR_VALIDATION', fields: { number: 'Required', body: 'Required' } },
    });
    expect(await send(t, token.a, { number: '5511988881000', body: '   ' })).toMatchObject({
      status: 400,
      body: { fields: { body: 'Required' } },
    });
    expect(await send(t, token.a, { number: '55 11 9888-abc', body: 'oi' })).toMatchObject({
      status: 400,
      body: { fields: { number: 'Invalid number' } },
    });
    // multipart without a file is a text send: the text is required
    const form = new FormData();
    form.set('number', '5511988881000');
    expect(await send(t, token.a, form)).toMatchObject({
      status: 400,
      body: { fields: { body: 'Required' } },
    });
  });

  it('a number WhatsApp does not know with ERR_WAPP_INVALID_CONTACT, creating nothing', async () => {
    sim.markUnregistered('5511900001234');
    const before = await contacts();
    expect(await send(t, token.a, { number: '5511900001234', body: 'oi' })).toMatchObject({
      status: 400,
      body: { error: 'ERR_WAPP_INVALID_CONTACT' },
    });
    expect(await contacts()).toEqual(before);
  });

  it("a missing token with 401 ERR_SESSION_EXPIRED, an unknown one or a user's JWT with 401 ERR_INVALID_TOKEN", async () => {
    const body = { number: '5511988881000', body: 'oi' };
    expect(await send(t, undefined, body)).toMatchObject({
      status: 401,
      body: { error: 'ERR_SESSION_EXPIRED' },
    });
    expect(await send(t, newToken('nobody'), body)).toMatchObject({
      status: 401,
      body: { error: 'ERR_INVALID_TOKEN' },
    });
    const login = await t.client().post('/auth/login', { email: seed.a.admin.email, password: 'secret123' });
    expect(await send(t, login.body.token, body)).toMatchObject({
      status: 401,
      body: { error: 'ERR_INVALID_TOKEN' },
    });
  });

  it('a plan without useExternalApi with 403 ERR_NO_PERMISSION', async () => {
    expect(await send(t, token.noFlag, { number: '5511988881000', body: 'oi' })).toMatchObject({
      status: 403,
      body: { error: 'ERR_NO_PERMISSION' },
    });
  });

  it('20 requests over API_RATE_LIMIT a minute with 429 and Retry-After', async () => {
    const answers = [];
    for (let i = 0; i < LIMIT + 20; i++)
      answers.push(await send(t, token.limit, { number: '5511988881000' }));
    const limited = answers.filter((r) => r.status === 429);
    expect(limited).toHaveLength(20);
    // the first LIMIT got through the guard (and were refused for the missing text)
    expect(answers.slice(0, LIMIT).every((r) => r.status === 400)).toBe(true);
    for (const r of limited) {
      expect(r.body.error).toBe('ERR_TOO_MANY_REQUESTS');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    // the counter is that token's: another token goes on
    expect((await send(t, token.a, { number: '5511988881000', body: 'oi' })).status).toBe(200);
  });
});

describe('GET /openapi.json', () => {
  it('documents the route: token scheme, Idempotency-Key, JSON and multipart bodies, answer and codes', async () => {
    const doc = (await t.client().get('/openapi.json')).body;
    const op = doc.paths['/api/messages/send'].post;
    expect(op.security).toEqual([{ apiToken: [] }]);
    expect(op.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'Idempotency-Key' }));
    const json = op.requestBody.content['application/json'].schema;
    // the text is required unless a Cloud API template goes instead (a Balcão extension, described as such)
    expect(json.required).toEqual(expect.arrayContaining(['number']));
    expect(json.properties.body.description).toMatch(/required without a template/);
    expect(json.properties.template.description).toMatch(/Balcão extension/);
    const form = op.requestBody.content['multipart/form-data'].schema;
    expect(form.properties.medias).toMatchObject({ type: 'array', items: { format: 'binary' } });
    expect(op.responses['200'].content['application/json'].schema.properties).toHaveProperty('messageId');
    expect(op.responses['400'].description).toContain('ERR_WAPP_INVALID_CONTACT');
    expect(op.responses['401'].description).toContain('ERR_INVALID_TOKEN');
    expect(op.responses['429'].description).toContain('ERR_TOO_MANY_REQUESTS');
    expect(op['x-error-codes']).toContain('ERR_NO_PERMISSION');
  });
});
