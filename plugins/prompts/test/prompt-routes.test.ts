import { describe, expect, it } from 'vitest';
import {
  connectSocket,
  insertCompany,
  insertPlan,
  insertWhatsapp,
  login,
  recordEvents,
} from '@balcao/core/testing';
import { promptOf, promptsKernelPerFile } from './prompts-kernel.js';

const k = promptsKernelPerFile();

const KEY = 'sk-test-0123456789abcdef';
const sealedKey = async (id: number) => (await k.t.kernel.knex('prompts').where({ id }).first()).apiKeySealed;

describe('/prompt', () => {
  it("creates a prompt with spec §9's defaults, never answering its key in clear", async () => {
    const socket = await connectSocket(k.t.url, k.admin.token!);
    const events = recordEvents(socket);
    const res = await k.admin.post('/prompt', {
      name: 'Atendente virtual',
      prompt: 'Você atende a Loja Exemplo.',
      apiKey: KEY,
      queueId: String(k.seed.a.queueId),
      voice: 'texto',
      voiceKey: '',
      voiceRegion: '',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Atendente virtual',
      maxTokens: 100,
      temperature: 1,
      maxMessages: 10,
      voice: 'texto',
      voiceKey: '',
      voiceRegion: null,
      apiKey: '••••cdef',
      queueId: k.seed.a.queueId,
      queue: { id: k.seed.a.queueId, name: 'Vendas Empresa A' },
      companyId: k.seed.a.id,
    });
    const list = await k.admin.get('/prompt');
    const one = await k.admin.get(`/prompt/${res.body.id}`);
    expect(list.body.prompts.map((p: { id: number }) => p.id)).toContain(res.body.id);
    expect(one.body.apiKey).toBe('••••cdef');
    await new Promise((r) => setTimeout(r, 100));
    socket.close();
    const event = events.find((e) => e.event === `company-${k.seed.a.id}-prompt`);
    expect(event?.payload).toMatchObject({
      action: 'update',
      prompt: { id: res.body.id, apiKey: '••••cdef' },
    });
    for (const text of [res.body, list.body, one.body, events].map((b) => JSON.stringify(b)))
      expect(text).not.toContain(KEY);
    const row = await k.t.kernel.knex('prompts').where({ id: res.body.id }).first();
    expect(JSON.stringify(row)).not.toContain(KEY);
  });

  it('keeps the key when the form echoes its mask, and seals a new one', async () => {
    const p = await promptOf(k);
    const sealed = await sealedKey(p.id);
    const echo = await k.admin.put(`/prompt/${p.id}`, { ...p, apiKey: p.apiKey, name: 'Renomeado' });
    expect(echo.status).toBe(200);
    expect(echo.body).toMatchObject({ name: 'Renomeado', apiKey: '••••cdef' });
    expect(await sealedKey(p.id)).toBe(sealed);
    const changed = await k.admin.put(`/prompt/${p.id}`, { apiKey: 'sk-outra-chave-9876' });
    expect(changed.body.apiKey).toBe('••••9876');
    expect(await sealedKey(p.id)).not.toBe(sealed);
  });

  it("refuses a prompt without a queue with spec §5's 'Informe o setor'", async () => {
    for (const queueId of [undefined, '', null]) {
      const res = await k.admin.post('/prompt', { name: 'Sem setor', prompt: 'x', apiKey: KEY, queueId });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', fields: { queueId: 'Informe o setor' } });
    }
    const foreign = await k.admin.post('/prompt', {
      name: 'Fila de B',
      prompt: 'x',
      apiKey: KEY,
      queueId: k.seed.b.queueId,
    });
    expect(foreign).toMatchObject({ status: 404, body: { error: 'ERR_NO_QUEUE_FOUND' } });
  });

  it('deletes with the message the page shows, unless a connection uses the prompt', async () => {
    const used = await promptOf(k);
    await insertWhatsapp(k.t.kernel.knex, k.seed.a.id, 'Usa o prompt', {
      isDefault: false,
      fields: JSON.stringify({ promptId: used.id }),
    });
    const kept = await k.admin.delete(`/prompt/${used.id}`);
    expect(kept.body.message).toMatch(/^Não foi possível excluir!/);
    expect((await k.admin.get(`/prompt/${used.id}`)).status).toBe(200);

    const free = await promptOf(k);
    const socket = await connectSocket(k.t.url, k.admin.token!);
    const events = recordEvents(socket);
    await k.t.kernel.knex('queues').where({ id: k.seed.a.queueId }).update({ promptId: free.id });
    expect(await k.admin.delete(`/prompt/${free.id}`)).toMatchObject({
      status: 200,
      body: { message: 'Prompt deleted' },
    });
    expect((await k.admin.get(`/prompt/${free.id}`)).status).toBe(404);
    await new Promise((r) => setTimeout(r, 100));
    socket.close();
    expect(events.map((e) => e.payload)).toContainEqual({
      action: 'delete',
      promptId: free.id,
      intelligenceId: free.id,
    });
    expect((await k.t.kernel.knex('queues').where({ id: k.seed.a.queueId }).first()).promptId).toBeNull();
  });

  it("keeps another company's prompt out of reach, and writes for admins", async () => {
    const p = await promptOf(k);
    const adminB = await login(k.t, k.seed.b.admin.email);
    expect(await adminB.get(`/prompt/${p.id}`)).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_PROMPT_FOUND' },
    });
    expect((await adminB.put(`/prompt/${p.id}`, { name: 'Invadido' })).status).toBe(404);
    expect((await adminB.delete(`/prompt/${p.id}`)).status).toBe(404);
    expect((await adminB.get('/prompt')).body.prompts).toEqual([]);
    expect((await k.attendant.put(`/prompt/${p.id}`, { name: 'Atendente' })).status).toBe(403);
  });

  it('answers 403 to a company whose plan lacks useOpenAi', async () => {
    const planId = await insertPlan(k.t.kernel.knex, 'Sem IA', { useOpenAi: false });
    const c = await insertCompany(k.t.kernel.knex, 'Empresa Sem IA', planId);
    const admin = await login(k.t, c.admin.email);
    expect(await admin.get('/prompt')).toMatchObject({ status: 403, body: { error: 'ERR_NO_PERMISSION' } });
    expect((await admin.post('/prompt', { name: 'x' })).status).toBe(403);
  });
});
