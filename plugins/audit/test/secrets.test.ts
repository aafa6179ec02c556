import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { insertWhatsapp } from '@balcao/core/testing';
import { REDACTED, redactedJson } from '../src/index.js';
import { rowOf, startAuditKernel, type AuditKernel } from './audit-kernel.js';

/** Issue 34: tokens, passwords, access tokens and app secrets never reach a row of the log. */
const k = kernelPerFile<AuditKernel>(startAuditKernel, 120_000);

const PASSWORD = 'Senha-Secreta-9f8e7d';
const API_KEY = 'sk-segredo-abcdef0123456789';
const PRIVATE_KEY = 'CHAVE-PRIVADA-1234567890-fim';
const CONNECTION_TOKEN = 'TokenDaConexaoSecreto0123456789Z';
const ASAAS_KEY = '$aact_chave_do_asaas_secreta_000';

describe('no secret in the log', () => {
  it('redacts by key name at any depth, and a pasted private key anywhere', () => {
    const json = redactedJson({
      name: 'x',
      nested: { password: 'p', accessToken: 'a', appSecret: 's', list: [{ apiKey: 'k' }] },
      note: '-----BEGIN PRIVATE KEY-----\nMIIE...',
      maxTokens: 100,
    });
    expect(JSON.parse(json!)).toEqual({
      name: 'x',
      nested: {
        password: REDACTED,
        accessToken: REDACTED,
        appSecret: REDACTED,
        list: [{ apiKey: REDACTED }],
      },
      note: REDACTED,
      maxTokens: 100,
    });
    expect(redactedJson({ big: 'x'.repeat(10_000) })!.length).toBeLessThan(300);
  });

  it('keeps none of the secrets sent through the routes, in any column of any row', async () => {
    const user = await k.admin.post('/users', {
      name: 'Nova Atendente',
      email: 'nova@empresaa.test',
      password: PASSWORD,
      profile: 'user',
    });
    expect(user.status).toBe(201);
    expect((await k.admin.put(`/users/${user.body.id}`, { password: `${PASSWORD}-2` })).status).toBe(200);
    const prompt = await k.admin.post('/prompt', {
      name: 'Assistente',
      prompt: 'Atenda.',
      apiKey: API_KEY,
      queueId: k.seed.a.queueId,
    });
    expect(prompt.status).toBe(200);
    const integration = await k.admin.post('/queueIntegration', {
      type: 'dialogflow',
      name: 'Dialogflow',
      projectName: 'meu-projeto',
      jsonContent: JSON.stringify({ type: 'service_account', private_key: PRIVATE_KEY }),
      language: 'pt-BR',
    });
    expect(integration.status).toBe(201);
    const hook = await k.admin.post('/event-webhooks', {
      url: 'https://hooks.example.com/x',
      events: ['ticket.closed'],
    });
    expect(hook.status).toBe(201);
    const connectionId = await insertWhatsapp(k.t.kernel.knex, k.seed.a.id, 'Conexão', { isDefault: false });
    const token = await k.admin.put(`/whatsapp/${connectionId}`, {
      name: 'Conexão Nova',
      token: CONNECTION_TOKEN,
    });
    expect(token.status).toBe(200);
    // a setting declared secret, whose key says nothing
    expect((await k.admin.put('/settings/asaas', { value: ASAAS_KEY })).status).toBe(200);

    expect((await rowOf(k, 'setting.updated', 'asaas')).after).toEqual({ value: REDACTED });
    expect((await rowOf(k, 'user.created', user.body.id)).after).toMatchObject({
      name: 'Nova Atendente',
      super: false,
      password: REDACTED,
    });
    // a password change alone: said, not told
    expect((await rowOf(k, 'user.updated', user.body.id)).after).toEqual({ password: REDACTED });
    expect(await rowOf(k, 'connection.updated', connectionId)).toMatchObject({
      before: { name: 'Conexão' },
      after: { name: 'Conexão Nova' },
    });
    const everything = JSON.stringify(await k.t.kernel.knex('auditLogs'));
    for (const secret of [PASSWORD, API_KEY, PRIVATE_KEY, CONNECTION_TOKEN, ASAAS_KEY, hook.body.secret])
      expect(everything).not.toContain(secret);
  });
});
