import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { companyEvent } from '@balcao/core';
import { listenAs, payloadsOf, invalidField, notFound } from '@balcao/core/testing';
import {
  createIntegration,
  queueWithOptions,
  startIntegrationsKernel,
  type IntegrationsKernel,
} from './integrations-kernel.js';

const k = kernelPerFile<IntegrationsKernel>(startIntegrationsKernel, 60_000);

const rows = () => k.t.kernel.knex('queueIntegrations').orderBy('id');
const typebot = { type: 'typebot', urlN8N: 'http://typebot.local', typebotSlug: 'atendimento' };

describe('writing queue integrations', () => {
  it('creates a typebot with the spec defaults and projectName = name, edits and deletes it', async () => {
    const created = await k.admin.post('/queueIntegration', { ...typebot, name: '  Robô de vendas ' });
    expect(created).toMatchObject({
      status: 201,
      body: {
        type: 'typebot',
        name: 'Robô de vendas',
        projectName: 'Robô de vendas',
        typebotDelayMessage: 1000,
        typebotExpires: 1,
        urlN8N: 'http://typebot.local',
        typebotSlug: 'atendimento',
        jsonContent: null,
        secret: null,
        companyId: k.seed.a.id,
      },
    });
    const path = `/queueIntegration/${created.body.id}`;
    // the dialog posts the loaded record back
    const edited = await k.admin.put(path, {
      ...created.body,
      name: 'Robô',
      typebotExpires: '5',
      language: '',
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { name: 'Robô', projectName: 'Robô', typebotExpires: 5 },
    });
    expect((await k.attendant.get(path)).body).toMatchObject({ name: 'Robô', typebotSlug: 'atendimento' });
    expect(await k.admin.delete(path)).toMatchObject({ status: 200 });
    expect(await k.admin.get(path)).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_INTEGRATION_FOUND' },
    });
  });

  it('refuses bad input with the spec §5 messages and writes nothing', async () => {
    const before = await rows();
    expect(await k.admin.post('/queueIntegration', { ...typebot, name: 'a' })).toMatchObject(
      invalidField('name', 'Too Short!'),
    );
    expect(await k.admin.post('/queueIntegration', { ...typebot, name: 'x'.repeat(51) })).toMatchObject(
      invalidField('name', 'Too Long!'),
    );
    expect(await k.admin.post('/queueIntegration', { ...typebot })).toMatchObject(
      invalidField('name', 'Required'),
    );
    expect(
      await k.admin.post('/queueIntegration', { ...typebot, name: 'Certo', type: 'telegram' }),
    ).toMatchObject(invalidField('type', 'Must be dialogflow, n8n, webhook or typebot'));
    expect(await k.admin.post('/queueIntegration', { type: 'webhook', name: 'Sem url' })).toMatchObject(
      invalidField('urlN8N', 'Required'),
    );
    expect(
      await k.admin.post('/queueIntegration', { type: 'n8n', name: 'Url ruim', urlN8N: 'ftp://x' }),
    ).toMatchObject(invalidField('urlN8N', 'Invalid URL'));
    expect(
      await k.admin.post('/queueIntegration', { ...typebot, name: 'Sem slug', typebotSlug: '' }),
    ).toMatchObject(invalidField('typebotSlug', 'Required'));
    expect(
      await k.admin.post('/queueIntegration', { type: 'dialogflow', name: 'Língua', language: 'fr' }),
    ).toMatchObject(invalidField('language', 'Must be pt-BR, en or es'));
    expect(await rows()).toEqual(before);
  });

  it('keeps one name per company, whatever the case; another company may use it', async () => {
    await createIntegration(k, { ...typebot, name: 'Único' });
    expect(await k.admin.post('/queueIntegration', { ...typebot, name: 'ÚNICO' })).toMatchObject({
      status: 409,
      body: { error: 'ERR_INTEGRATION_NAME_ALREADY_EXISTS' },
    });
    expect((await k.adminB.post('/queueIntegration', { ...typebot, name: 'Único' })).status).toBe(201);
  });

  it("seals dialogflow's service account and serves it masked; the masked echo keeps it", async () => {
    const json = JSON.stringify({ type: 'service_account', private_key: 'CHAVE-PRIVADA-1234567890-fim' });
    const created = await createIntegration(k, {
      type: 'dialogflow',
      name: 'Dialogflow',
      projectName: 'meu-projeto',
      jsonContent: json,
      language: 'pt-BR',
    });
    expect(created).toMatchObject({ projectName: 'meu-projeto', language: 'pt-BR', jsonContent: '••••im"}' });
    const stored = await k.t.kernel.knex('queueIntegrations').where({ id: created.id }).first();
    expect(stored.jsonContent).not.toContain('CHAVE-PRIVADA');
    await k.admin.put(`/queueIntegration/${created.id}`, { ...created, name: 'Dialogflow BR' });
    const services = k.t.kernel.plugins.services.get('integrations') as {
      config(c: number, id: number): Promise<{ jsonContent: string | null }>;
    };
    expect((await services.config(k.seed.a.id, created.id)).jsonContent).toBe(json);
    await k.admin.put(`/queueIntegration/${created.id}`, { jsonContent: '{"novo":true}' });
    expect((await services.config(k.seed.a.id, created.id)).jsonContent).toBe('{"novo":true}');
  });

  it('gives n8n and webhook a signing secret, shown whole once and masked after', async () => {
    const created = await createIntegration(k, {
      type: 'webhook',
      name: 'Gancho',
      urlN8N: 'https://hooks.test/x',
    });
    expect(created.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(created.projectName).toBe('Gancho');
    const path = `/queueIntegration/${created.id}`;
    const read = (await k.admin.get(path)).body;
    expect(read.secret).toBe(`••••${String(created.secret).slice(-4)}`);
    const stored = await k.t.kernel.knex('queueIntegrations').where({ id: created.id }).first();
    expect(JSON.stringify(stored)).not.toContain(String(created.secret));
    const renewed = await k.admin.put(path, { regenerateSecret: true });
    expect(renewed.body.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(renewed.body.secret).not.toBe(created.secret);
  });

  it('pages and searches by name: { queueIntegrations, count, hasMore }', async () => {
    for (let i = 1; i <= 21; i++)
      await createIntegration(k, { ...typebot, name: `Página ${String(i).padStart(2, '0')}` });
    const first = await k.attendant.get('/queueIntegration?searchParam=página');
    expect(first.body).toMatchObject({ count: 21, hasMore: true });
    expect(first.body.queueIntegrations).toHaveLength(20);
    expect(first.body.queueIntegrations[0].name).toBe('Página 01');
    const second = await k.attendant.get('/queueIntegration?searchParam=página&pageNumber=2');
    expect(second.body).toMatchObject({
      count: 21,
      hasMore: false,
      queueIntegrations: [{ name: 'Página 21' }],
    });
    const b = await k.adminB.get('/queueIntegration?searchParam=página');
    expect(b.body).toMatchObject({ count: 0, queueIntegrations: [] });
  });

  it('lets attendants read but not write, and hides one company from another', async () => {
    const own = await createIntegration(k, { ...typebot, name: 'Só da A' });
    const refused = { status: 403, body: { error: 'ERR_NO_PERMISSION' } };
    expect(await k.attendant.post('/queueIntegration', { ...typebot, name: 'Do atendente' })).toMatchObject(
      refused,
    );
    expect(await k.attendant.put(`/queueIntegration/${own.id}`, { name: 'Mudou' })).toMatchObject(refused);
    expect(await k.attendant.delete(`/queueIntegration/${own.id}`)).toMatchObject(refused);
    const missing = notFound('ERR_NO_INTEGRATION_FOUND');
    expect(await k.adminB.get(`/queueIntegration/${own.id}`)).toMatchObject(missing);
    expect(await k.adminB.put(`/queueIntegration/${own.id}`, { name: 'Invadida' })).toMatchObject(missing);
    expect(await k.adminB.delete(`/queueIntegration/${own.id}`)).toMatchObject(missing);
    expect((await k.t.kernel.knex('queueIntegrations').where({ id: own.id }).first()).name).toBe('Só da A');
  });

  it('answers 403 ERR_NO_PERMISSION to a company whose plan lacks useIntegrations', async () => {
    const knex = k.t.kernel.knex;
    await knex('plans')
      .where({ id: k.seed.planId })
      .update({ features: JSON.stringify({ useIntegrations: false }) });
    try {
      const refused = { status: 403, body: { error: 'ERR_NO_PERMISSION' } };
      expect(await k.admin.get('/queueIntegration')).toMatchObject(refused);
      expect(await k.admin.post('/queueIntegration', { ...typebot, name: 'Sem plano' })).toMatchObject(
        refused,
      );
    } finally {
      await knex('plans')
        .where({ id: k.seed.planId })
        .update({ features: JSON.stringify({}) });
    }
  });

  it('unlinks the queues of a deleted integration, and frees the tickets it drove', async () => {
    const doomed = await createIntegration(k, { ...typebot, name: 'Apagada' });
    const queue = await queueWithOptions(k, { integrationId: doomed.id });
    expect((await k.admin.get(`/queue/${queue}`)).body.integrationId).toBe(doomed.id);
    expect((await k.admin.delete(`/queueIntegration/${doomed.id}`)).status).toBe(200);
    expect((await k.admin.get(`/queue/${queue}`)).body.integrationId).toBeNull();
  });

  it('announces create, update and delete as company-{id}-queueIntegration, credentials masked; B hears none', async () => {
    const sockets = await listenAs(k.t.url, k.attendant, k.adminB);
    try {
      const [seenA, seenB] = sockets.heard;
      const event = companyEvent(k.seed.a.id, 'queueIntegration');
      const created = await createIntegration(k, {
        type: 'n8n',
        name: 'Ao vivo',
        urlN8N: 'https://n8n.test/w',
      });
      await k.admin.put(`/queueIntegration/${created.id}`, { name: 'Ao vivo 2' });
      await k.admin.delete(`/queueIntegration/${created.id}`);
      const masked = `••••${String(created.secret).slice(-4)}`;
      expect(await payloadsOf(seenA, event, 3)).toEqual([
        { action: 'create', queueIntegration: expect.objectContaining({ id: created.id, secret: masked }) },
        {
          action: 'update',
          queueIntegration: expect.objectContaining({ name: 'Ao vivo 2', secret: masked }),
        },
        { action: 'delete', integrationId: created.id },
      ]);
      expect(seenB.filter((e) => e.event.endsWith('-queueIntegration'))).toEqual([]);
    } finally {
      sockets.close();
    }
  });
});
