import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeOpenAi } from './fake-servers.js';
import {
  connectionOf,
  contactOn,
  promptOf,
  queueOf,
  startPromptsKernel,
  type PromptsKernel,
} from './prompts-kernel.js';

/**
 * Issue 27, finding 3: a prompt's own baseUrl is the tenant's, so it goes through the egress guard; the operator's
 * OPENAI_BASE_URL is trusted. The tests' allow-list is http://127.0.0.1; an OpenAI-compatible fake on 127.0.0.2
 * stands for an internal host that must never receive a contact's conversation or the company's API key.
 */
let k: PromptsKernel;
let internal: Awaited<ReturnType<typeof fakeOpenAi>>;
beforeAll(async () => {
  internal = await fakeOpenAi('127.0.0.2');
  k = await startPromptsKernel();
}, 60_000);
afterAll(async () => {
  await k?.stop();
  await internal?.close();
});

let n = 0;
const number = () => `55119444400${String(++n).padStart(2, '0')}`;

describe("a prompt's baseUrl", () => {
  it('is refused on save when it points inside', async () => {
    for (const baseUrl of [
      `${internal.url}/v1`,
      'http://169.254.169.254/v1',
      'http://[::1]:11434/v1',
      'https://[::1]/v1',
      'https://192.168.0.2/v1',
    ]) {
      const res = await k.admin.post('/prompt', {
        name: 'Interno',
        prompt: 'x',
        apiKey: 'sk-test',
        queueId: k.seed.a.queueId,
        baseUrl,
      });
      expect([baseUrl, res.status, res.body]).toEqual([
        baseUrl,
        400,
        { error: 'ERR_EGRESS_URL_REFUSED', fields: { baseUrl: 'URL not allowed' } },
      ]);
    }
    const saved = await promptOf(k, { baseUrl: `${k.ai.url}/v1` });
    const changed = await k.admin.put(`/prompt/${saved.id}`, { baseUrl: `${internal.url}/v1` });
    expect([changed.status, changed.body.error]).toEqual([400, 'ERR_EGRESS_URL_REFUSED']);
  });

  it('is called through the guard: an allowed server answers, texts and voice notes alike', async () => {
    const prompt = await promptOf(k, { baseUrl: `${k.ai.url}/v1` });
    const conn = await connectionOf(k, [], prompt.id);
    const ana = contactOn(k, conn, number(), 'Ana');
    k.ai.reply = () => 'Resposta pelo servidor do cliente';
    await ana.says('oi');
    // the transcription is a multipart upload: it goes through the same guarded fetch
    const before = k.ai.requests.length;
    await ana.sendsAudio();
    const upload = k.ai.requests.slice(before).find((r) => r.path.endsWith('/audio/transcriptions'));
    expect(upload?.body.toString()).toContain('whisper-1');
    expect(ana.received()).toEqual([
      'Resposta pelo servidor do cliente',
      'Resposta pelo servidor do cliente',
    ]);
  });

  it('saved before the guard and pointing inside, is never called: the queue menu answers', async () => {
    const prompt = await promptOf(k);
    await k.t.kernel
      .knex('prompts')
      .where({ id: prompt.id })
      .update({ baseUrl: `${internal.url}/v1` });
    const a = await queueOf(k, { name: 'A interna' });
    const b = await queueOf(k, { name: 'B interna' });
    const conn = await connectionOf(k, [a, b], prompt.id);
    const eva = contactOn(k, conn, number(), 'Eva');
    await eva.says('meu cartão é 4111');
    expect(internal.requests).toEqual([]);
    expect(eva.received()).toEqual(['Bem-vindo!\n\n1 - A interna\n2 - B interna']);
  });
});

describe("the operator's OPENAI_BASE_URL", () => {
  it('is trusted: a prompt without its own baseUrl reaches it though the allow-list lists nothing', async () => {
    const strict = await startPromptsKernel({ EGRESS_ALLOW: '' });
    try {
      const prompt = await promptOf(strict);
      const conn = await connectionOf(strict, [], prompt.id);
      const rui = contactOn(strict, conn, number(), 'Rui');
      strict.ai.reply = () => 'Servidor do operador';
      await rui.says('oi');
      expect(rui.received()).toEqual(['Servidor do operador']);
    } finally {
      await strict.stop();
    }
  });
});
