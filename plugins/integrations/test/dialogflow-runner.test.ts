import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEgress } from '@balcao/core/testing';
import { dialogflowRunner } from '../src/runners/dialogflow.js';
import { startFakeDialogflow, type FakeIntent } from './support/fake-dialogflow.js';
import { integration, runnerInput } from './support/runner-input.js';

// Google's side is a local fake: its token endpoint checks the RS256 assertion with the account's public key
const intents: Record<string, FakeIntent> = {
  oi: {
    fulfillmentText: 'ignored when there are messages',
    fulfillmentMessages: [
      { text: { text: ['Olá! Sou o assistente da loja.'] } },
      { text: { text: ['Como posso ajudar?'] } },
      { platform: 'FACEBOOK', text: { text: ['(facebook only)'] } },
    ],
  },
  atendente: {
    fulfillmentMessages: [
      { text: { text: ['Vou chamar alguém do suporte.'] } },
      { payload: { handover: { queueId: 3 } } },
    ],
  },
  tchau: { fulfillmentText: 'Até logo!', intent: { displayName: 'Despedida', endInteraction: true } },
};
let fake: Awaited<ReturnType<typeof startFakeDialogflow>>;
beforeAll(async () => {
  fake = await startFakeDialogflow((text, lang) =>
    text === 'hello' ? { fulfillmentText: `lang ${lang}` } : (intents[text] ?? { fulfillmentText: '' }),
  );
  process.env.DIALOGFLOW_BASE_URL = fake.url;
});
const egress = testEgress();
afterAll(async () => {
  delete process.env.DIALOGFLOW_BASE_URL;
  await fake?.close();
  await egress.close();
});

const dialogflow = dialogflowRunner(egress.fetch);
const config = () =>
  integration({ type: 'dialogflow', projectName: 'balcao-agent', jsonContent: fake.serviceAccount() });

describe('dialogflow runner', () => {
  it("sends the intent's text messages and keeps its Dialogflow session in the state", async () => {
    const first = await dialogflow.run(runnerInput(config(), 'oi'));
    expect(first.actions).toEqual([
      { type: 'text', body: 'Olá! Sou o assistente da loja.' },
      { type: 'text', body: 'Como posso ajudar?' },
    ]);
    const sessionId = first.state?.sessionId;
    expect(typeof sessionId).toBe('string');

    const next = await dialogflow.run(runnerInput(config(), 'tchau', { state: first.state, isNew: false }));
    expect(next.actions).toEqual([{ type: 'text', body: 'Até logo!' }, { type: 'end' }]);
    expect(next.state).toEqual({ sessionId });
    const paths = fake.detectRequests().map((r) => r.path);
    expect(paths.at(-1)).toBe(`/v2/projects/balcao-agent/agent/sessions/${String(sessionId)}:detectIntent`);
    expect(JSON.parse(fake.detectRequests().at(-1)!.body)).toEqual({
      queryInput: { text: { text: 'tchau', languageCode: 'pt-BR' } },
    });
  });

  it('a payload { handover } hands the ticket over', async () => {
    const result = await dialogflow.run(runnerInput(config(), 'atendente'));
    expect(result.actions).toEqual([
      { type: 'text', body: 'Vou chamar alguém do suporte.' },
      { type: 'handover', queueId: 3 },
    ]);
  });

  it("asks in the integration's language", async () => {
    const en = await dialogflow.run(runnerInput({ ...config(), language: 'en' }, 'hello'));
    const es = await dialogflow.run(runnerInput({ ...config(), language: 'es' }, 'hello'));
    expect([en.actions, es.actions]).toEqual([
      [{ type: 'text', body: 'lang en' }],
      [{ type: 'text', body: 'lang es' }],
    ]);
  });

  it('reuses its access token until it expires', async () => {
    const before = fake.tokenRequests();
    await dialogflow.run(runnerInput(config(), 'oi'));
    await dialogflow.run(runnerInput(config(), 'oi'));
    expect(fake.tokenRequests()).toBe(before);
    expect(before).toBe(1);
  });

  it('a message without text is not sent to Dialogflow', async () => {
    const before = fake.detectRequests().length;
    const result = await dialogflow.run(runnerInput(config(), '  '));
    expect(result.actions).toEqual([]);
    expect(fake.detectRequests()).toHaveLength(before);
  });

  it('throws on a key Google does not accept or a project it refuses (the ticket falls back to the queue)', async () => {
    const { generateKeyPairSync } = await import('node:crypto');
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const wrongKey = { ...config(), jsonContent: fake.serviceAccount({ private_key: other }) };
    await expect(dialogflow.run(runnerInput(wrongKey, 'oi'))).rejects.toThrow(/Invalid JWT Signature/);
    await expect(dialogflow.run(runnerInput({ ...config(), projectName: 'alheio' }, 'oi'))).rejects.toThrow(
      /HTTP 403 Permission/,
    );
    await expect(dialogflow.run(runnerInput({ ...config(), jsonContent: '{"x":1}' }, 'oi'))).rejects.toThrow(
      /client_email/,
    );
  });
});
