import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processed } from '@balcao/core/testing';
import { startFakeTypebot, type FakeTypebot } from './fake-typebot.js';
import { startFakeDialogflow } from './support/fake-dialogflow.js';
import { json, startFakeServer } from './support/fake-server.js';
import { connectionWith, contact, createIntegration, queueWithOptions } from './integrations-kernel.js';
import { integrationsKernelPerFile } from './integrations-per-file.js';

/**
 * Issue 27, finding 3 (server-side request forgery): every URL an integration calls goes through the egress guard.
 * The tests' allow-list is http://127.0.0.1; a fake on 127.0.0.2 stands for an internal service that must never
 * hear from the server, and answers with text that must never reach the tenant.
 */
// a short time limit for every outbound call, so the silent server's case takes under a second
const k = integrationsKernelPerFile({ EGRESS_TIMEOUT_MS: '800' });
let dialogflow: Awaited<ReturnType<typeof startFakeDialogflow>>;
let bot: FakeTypebot;
const leaky = (_req: unknown, res: Parameters<Parameters<typeof startFakeServer>[0]>[1]) =>
  json(res, 400, { error: 'invalid_grant', error_description: 'internal-db-password=hunter2' });
let internal: Awaited<ReturnType<typeof startFakeServer>>;
let allowedButLeaky: Awaited<ReturnType<typeof startFakeServer>>;
let silent: Awaited<ReturnType<typeof startFakeServer>>;
let closedPort = '';

beforeAll(async () => {
  dialogflow = await startFakeDialogflow(() => ({ fulfillmentText: 'Olá!' }));
  process.env.DIALOGFLOW_BASE_URL = dialogflow.url;
  bot = await startFakeTypebot();
  internal = await startFakeServer(leaky, '127.0.0.2');
  allowedButLeaky = await startFakeServer(leaky);
  silent = await startFakeServer(() => undefined);
  const gone = await startFakeServer(() => undefined);
  closedPort = gone.url;
  await gone.close();
}, 60_000);
afterAll(async () => {
  delete process.env.DIALOGFLOW_BASE_URL;
  await Promise.all([internal?.close(), allowedButLeaky?.close(), silent?.close(), bot?.stop()]);
  await dialogflow?.close();
});

const testSession = (tokenUri: string, projectName = 'balcao-agent') =>
  k.admin.post('/queueIntegration/testSession', {
    projectName,
    jsonContent: dialogflow.serviceAccount({ token_uri: tokenUri }),
    language: 'pt-BR',
  });

describe('POST /queueIntegration/testSession', () => {
  it('refuses a token_uri at an internal address without calling it', async () => {
    for (const tokenUri of [
      `${internal.url}/token`,
      'http://169.254.169.254/computeMetadata/v1/token',
      `http://[::1]:${new URL(internal.url).port}/token`,
      'file:///etc/passwd',
    ]) {
      const res = await testSession(tokenUri);
      expect([tokenUri, res.status, res.body]).toEqual([
        tokenUri,
        400,
        { error: 'ERR_EGRESS_URL_REFUSED', fields: { jsonContent: 'URL not allowed' } },
      ]);
    }
    expect(internal.seen).toEqual([]);
  });

  it('answers one code, and no remote text, for an error answer, a closed port, silence and a refusal', async () => {
    const answers = [
      await testSession(`${allowedButLeaky.url}/token`),
      await testSession(`${closedPort}/token`),
      await testSession(`${silent.url}/token`),
      await testSession(`${dialogflow.url}/token`, 'outro-projeto'),
    ];
    expect(answers.map((a) => [a.status, a.body])).toEqual(
      Array(4).fill([400, { error: 'ERR_INTEGRATION_TEST_FAILED' }]),
    );
    expect(allowedButLeaky.seen).toHaveLength(1);
  });
});

describe('saving an integration', () => {
  it('refuses a webhook, n8n or typebot URL pointing inside, on create and on change', async () => {
    const inside = [
      `${internal.url}/hook`,
      'http://169.254.169.254/latest/meta-data/',
      'https://[::1]/hook',
      'https://10.0.0.8/hook',
      'https://0xa000008/hook', // 10.0.0.8, as the URL parser reads it
    ];
    for (const type of ['webhook', 'n8n', 'typebot'])
      for (const urlN8N of inside) {
        const res = await k.admin.post('/queueIntegration', {
          type,
          name: `Interno ${type}`,
          urlN8N,
          typebotSlug: 'atendimento',
        });
        expect([type, urlN8N, res.status, res.body]).toEqual([
          type,
          urlN8N,
          400,
          { error: 'ERR_EGRESS_URL_REFUSED', fields: { urlN8N: 'URL not allowed' } },
        ]);
      }
    const saved = await createIntegration(k, {
      type: 'webhook',
      name: 'Externo',
      urlN8N: 'https://hooks.example.com/x',
    });
    const changed = await k.admin.put(`/queueIntegration/${saved.id}`, { urlN8N: `${internal.url}/hook` });
    expect([changed.status, changed.body.error]).toEqual([400, 'ERR_EGRESS_URL_REFUSED']);
    const dialog = await k.admin.post('/queueIntegration', {
      type: 'dialogflow',
      name: 'Dialogflow interno',
      projectName: 'balcao-agent',
      jsonContent: dialogflow.serviceAccount({ token_uri: `${internal.url}/token` }),
      language: 'pt-BR',
    });
    expect([dialog.status, dialog.body]).toEqual([
      400,
      { error: 'ERR_EGRESS_URL_REFUSED', fields: { jsonContent: 'URL not allowed' } },
    ]);
  });
});

describe('at send time', () => {
  let n = 0;
  /** an integration saved with an allowed URL, then pointed inside behind the guard's back (an old row) */
  async function pointedInside(type: string, fields: Record<string, unknown> = {}) {
    const made = await createIntegration(k, {
      type,
      name: `Antigo ${type} ${++n}`,
      urlN8N: bot.url,
      ...fields,
    });
    await k.t.kernel.knex('queueIntegrations').where({ id: made.id }).update({ urlN8n: internal.url });
    const queue = await queueWithOptions(k, { integrationId: made.id });
    const conn = await connectionWith(k, [queue]);
    return contact(k, conn, `55119888800${String(n).padStart(2, '0')}`, 'Rita Interna');
  }

  it('a signed webhook or n8n delivery never reaches an internal address, nor is it retried there', async () => {
    for (const type of ['webhook', 'n8n']) {
      const rita = await pointedInside(type);
      await rita.says('meu cpf é 123');
    }
    expect(internal.seen).toEqual([]);
    const jobs = (await k.t.kernel.jobs.list({ pageSize: 100 })).jobs;
    expect(jobs.filter((j) => j.name === 'integrations.deliver')).toEqual([]);
  });

  it('a typebot at an internal address is not called', async () => {
    const rita = await pointedInside('typebot', { typebotSlug: 'atendimento' });
    await rita.says('oi');
    expect(internal.seen).toEqual([]);
  });

  it("a typebot's media link pointing inside is not fetched", async () => {
    const made = await createIntegration(k, {
      type: 'typebot',
      name: `Mídia ${++n}`,
      urlN8N: bot.url,
      typebotSlug: 'atendimento',
    });
    const queue = await queueWithOptions(k, { integrationId: made.id });
    const conn = await connectionWith(k, [queue]);
    const rita = contact(k, conn, '5511988880099', 'Rita');
    // the greeting's image bubble now links to the internal service
    const own = bot.state.url;
    bot.state.url = internal.url;
    try {
      const id = await rita.says('oi');
      await processed(k.t, id);
    } finally {
      bot.state.url = own;
    }
    expect(internal.seen).toEqual([]);
    expect(rita.received()).toContain(`${internal.url}/logo.png`);
  });
});
