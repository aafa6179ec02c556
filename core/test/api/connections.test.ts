import { describe, expect, it } from 'vitest';
import { tenantKernelPerFile } from '../support/per-file.js';
import { insertCompany, insertWhatsapp, login } from '../support/index.js';
import type { HttpClient } from '../support/http-client.js';

/** Spec §7 Connections through a real kernel: the default rule, the greeting rule, the plan limit, tokens, tenancy. */
const { t, seed } = tenantKernelPerFile();
let n = 0;

/** each test gets its own company so the plan limit (3 connections) and the default rule start clean */
async function freshCompany() {
  const c = await insertCompany(t.kernel.knex, `Loja ${++n}`, seed.planId);
  return { ...c, admin: await login(t, c.admin.email), user: await login(t, c.user.email) };
}

const create = (client: HttpClient, body: Record<string, unknown>) =>
  client.post('/whatsapp', { provider: 'sim', ...body });

async function addQueue(companyId: number, name: string, color: string) {
  const now = new Date();
  const [id] = await t.kernel
    .knex('queues')
    .insert({ companyId, name, color, createdAt: now, updatedAt: now });
  return Number(id);
}

describe('POST /whatsapp', () => {
  it('makes the first connection the default and fills the spec defaults', async () => {
    const c = await freshCompany();
    const res = await c.admin.post('/whatsapp', { name: 'Principal', isDefault: false, token: 'mine' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Principal',
      isDefault: true,
      provider: 'beta',
      maxUseBotQueues: 3,
      queues: [],
    });
    expect(res.body.token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(res.body).not.toHaveProperty('companyId');
  });

  it('generates a different 32-character token for every connection, verifiable for the messages API', async () => {
    const c = await freshCompany();
    const tokens = new Set<string>();
    for (const name of ['Um', 'Dois', 'Três']) {
      const res = await create(c.admin, { name });
      expect(res.body.token).toMatch(/^[A-Za-z0-9]{32}$/);
      tokens.add(res.body.token);
    }
    expect(tokens.size).toBe(3);
    const [first] = [...tokens];
    const found = await t.kernel.channels.findByToken(first!);
    expect(found).toMatchObject({ companyId: c.id, token: first });
    expect(await t.kernel.channels.findByToken('x'.repeat(32))).toBeUndefined();
    expect(await t.kernel.channels.findByToken("' OR 1=1 --")).toBeUndefined();
  });

  it('never stores a token in clear: a hash finds it, a sealed copy shows it', async () => {
    const c = await freshCompany();
    const res = await create(c.admin, { name: 'Cofre' });
    const row = await t.kernel.knex('whatsapps').where({ id: res.body.id }).first();
    expect(JSON.stringify(row)).not.toContain(res.body.token);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await c.admin.get(`/whatsapp/${res.body.id}`)).body.token).toBe(res.body.token);
  });

  it('refuses a connection over the plan limit', async () => {
    const c = await freshCompany();
    for (const name of ['Um', 'Dois', 'Três']) expect((await create(c.admin, { name })).status).toBe(201);
    const over = await create(c.admin, { name: 'Quatro' });
    expect(over.status).toBe(403);
    expect(over.body.error).toBe('ERR_PLAN_CONNECTION_LIMIT');
  });

  it('validates the name and refuses companyId, a duplicate name and unknown providers', async () => {
    const c = await freshCompany();
    expect((await create(c.admin, { name: 'A' })).body).toMatchObject({
      error: 'ERR_VALIDATION',
      fields: { name: 'Too Short!' },
    });
    expect((await create(c.admin, { name: 'x'.repeat(51) })).body.fields.name).toBe('Too Long!');
    expect((await create(c.admin, { name: 'Loja', companyId: seed.b.id })).status).toBe(400);
    expect((await create(c.admin, { name: 'Loja', provider: 'whatsmeow' })).status).toBe(400);
    expect((await create(c.admin, { name: 'Loja' })).status).toBe(201);
    expect((await create(c.admin, { name: 'Loja' })).body.fields.name).toBe(
      'This whatsapp name is already used.',
    );
  });

  it('is for admins; every profile may list', async () => {
    const c = await freshCompany();
    expect((await create(c.user, { name: 'Minha' })).status).toBe(403);
    expect((await create(c.admin, { name: 'Da loja' })).status).toBe(201);
    const list = await c.user.get('/whatsapp?session=0');
    expect(list.status).toBe(200);
    expect(list.body.map((w: { name: string }) => w.name)).toEqual(['Da loja']);
  });
});

describe('the default connection', () => {
  it('moves when another connection is made default, so there is always exactly one', async () => {
    const c = await freshCompany();
    const first = (await create(c.admin, { name: 'Primeira' })).body;
    const second = (await create(c.admin, { name: 'Segunda', isDefault: true })).body;
    expect(second.isDefault).toBe(true);
    const defaults = async () =>
      (await c.admin.get('/whatsapp')).body
        .filter((w: { isDefault: boolean }) => w.isDefault)
        .map((w: { id: number }) => w.id);
    expect(await defaults()).toEqual([second.id]);
    expect((await c.admin.put(`/whatsapp/${first.id}`, { isDefault: true })).status).toBe(200);
    expect(await defaults()).toEqual([first.id]);
    expect((await t.kernel.channels.getDefault(c.id)).id).toBe(first.id);
  });

  it('cannot be removed while other connections exist (ERR_NO_OTHER_WHATSAPP)', async () => {
    const c = await freshCompany();
    const first = (await create(c.admin, { name: 'Primeira' })).body;
    const second = (await create(c.admin, { name: 'Segunda' })).body;
    const unset = await c.admin.put(`/whatsapp/${first.id}`, { isDefault: false });
    expect(unset.status).toBe(400);
    expect(unset.body.error).toBe('ERR_NO_OTHER_WHATSAPP');
    const del = await c.admin.delete(`/whatsapp/${first.id}`);
    expect(del.status).toBe(400);
    expect(del.body.error).toBe('ERR_NO_OTHER_WHATSAPP');

    expect((await c.admin.delete(`/whatsapp/${second.id}`)).status).toBe(200);
    expect((await c.admin.delete(`/whatsapp/${first.id}`)).status).toBe(200);
    expect((await c.admin.get('/whatsapp')).body).toEqual([]);
    await expect(t.kernel.channels.getDefault(c.id)).rejects.toMatchObject({ code: 'ERR_NO_DEF_WAPP_FOUND' });
  });

  it('unpins users from a deleted connection', async () => {
    const c = await freshCompany();
    await create(c.admin, { name: 'Primeira' });
    const second = (await create(c.admin, { name: 'Segunda' })).body;
    await t.kernel.knex('users').where({ companyId: c.id }).update({ whatsappId: second.id });
    expect((await c.admin.delete(`/whatsapp/${second.id}`)).status).toBe(200);
    expect(
      await t.kernel.knex('users').where({ companyId: c.id }).whereNotNull('whatsappId').count({ n: '*' }),
    ).toEqual([{ n: 0 }]);
  });
});

describe('queues and the greeting rule', () => {
  it('requires a greeting when a connection offers more than one queue (ERR_WAPP_GREETING_REQUIRED)', async () => {
    const c = await freshCompany();
    const q2 = await addQueue(c.id, 'Suporte', '#00f');
    const refused = await create(c.admin, { name: 'Duas filas', queueIds: [c.queueId, q2] });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('ERR_WAPP_GREETING_REQUIRED');

    const one = (await create(c.admin, { name: 'Uma fila', queueIds: [c.queueId] })).body;
    expect(one.queues.map((q: { id: number }) => q.id)).toEqual([c.queueId]);
    const second = await c.admin.put(`/whatsapp/${one.id}`, { queueIds: [c.queueId, q2] });
    expect(second.body.error).toBe('ERR_WAPP_GREETING_REQUIRED');

    const greeted = await c.admin.put(`/whatsapp/${one.id}`, {
      queueIds: [c.queueId, q2],
      greetingMessage: 'Olá! Escolha:',
      promptId: null,
    });
    expect(greeted.status).toBe(200);
    expect(greeted.body.queues).toHaveLength(2);
    // clearing the greeting while two queues remain is the same mistake
    expect((await c.admin.put(`/whatsapp/${one.id}`, { greetingMessage: '' })).body.error).toBe(
      'ERR_WAPP_GREETING_REQUIRED',
    );
  });

  it("refuses another company's queue", async () => {
    const c = await freshCompany();
    const res = await create(c.admin, { name: 'Alheia', queueIds: [seed.b.queueId] });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_QUEUE_FOUND');
    const send = await create(c.admin, { name: 'Alheia', sendIdQueue: seed.b.queueId });
    expect(send.body.error).toBe('ERR_NO_QUEUE_FOUND');
  });

  it('takes the Whaticket form back as it was loaded (echoed fields are ignored, token and status kept)', async () => {
    const c = await freshCompany();
    const created = (await create(c.admin, { name: 'Eco' })).body;
    const loaded = (await c.admin.get(`/whatsapp/${created.id}`)).body;
    const { queues: _q, ...values } = loaded;
    const saved = await c.admin.put(`/whatsapp/${created.id}`, {
      ...values,
      name: 'Eco 2',
      token: 'A'.repeat(32),
      status: 'CONNECTED',
      queueIds: [],
      maxUseBotQueues: '5',
      timeSendQueue: '',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      name: 'Eco 2',
      token: created.token,
      maxUseBotQueues: 5,
      timeSendQueue: 0,
    });
    expect(saved.body.status).not.toBe('CONNECTED');
  });
});

describe('tenancy', () => {
  it("never shows or changes another company's connection", async () => {
    const c = await freshCompany();
    const mine = (await create(c.admin, { name: 'Minha' })).body;
    const theirs = await insertWhatsapp(t.kernel.knex, seed.b.id, 'Deles', { token: 'B'.repeat(32) });
    const list = await c.admin.get('/whatsapp');
    expect(list.body.map((w: { id: number }) => w.id)).toEqual([mine.id]);
    for (const [method, path] of [
      ['GET', `/whatsapp/${theirs}`],
      ['PUT', `/whatsapp/${theirs}`],
      ['DELETE', `/whatsapp/${theirs}`],
      ['POST', `/whatsappsession/${theirs}`],
      ['PUT', `/whatsappsession/${theirs}`],
      ['DELETE', `/whatsappsession/${theirs}`],
    ] as const) {
      const res = await c.admin.request(
        method,
        path,
        method === 'PUT' && path.startsWith('/whatsapp/') ? { name: 'Invadida' } : undefined,
      );
      expect([method, path, res.status]).toEqual([method, path, 404]);
    }
    expect(await t.kernel.knex('whatsapps').where({ id: theirs }).first('name')).toEqual({ name: 'Deles' });
    await expect(
      t.kernel.channels.send(c.id, theirs, { to: '5511999990000', type: 'text', body: 'oi' }),
    ).rejects.toMatchObject({ code: 'ERR_NO_WAPP_FOUND' });
  });
});
