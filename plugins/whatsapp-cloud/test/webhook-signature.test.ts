import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { until } from '@balcao/core/testing';
import { messageWebhook } from '../src/fake-graph/index.js';
import { signatureOf } from '../src/index.js';
import { cloudConnection, messagesWithWid, settled, startCloudKernel } from './cloud-kernel.js';

const k = kernelPerFile(startCloudKernel);
const customer = { waId: '5511988887777', name: 'Ana' };

describe('POST /webhooks/whatsapp-cloud/:id checks X-Hub-Signature-256 over the raw body', () => {
  it('takes a webhook signed with the app secret and stores its message', async () => {
    const link = await cloudConnection(k, k.admin);
    const { id, body } = messageWebhook(link.number, customer, { type: 'text', text: { body: 'olá' } });
    const res = await k.graph.post(link.webhookUrl, link.number.appSecret, body);
    expect(res.status).toBe(200);
    await until('the message', async () => (await messagesWithWid(k, k.seed.a.id, id)).length === 1);
    expect((await messagesWithWid(k, k.seed.a.id, id))[0]).toMatchObject({ body: 'olá' });
  });

  it('refuses a webhook without a signature, or with a wrong one, and stores nothing', async () => {
    const link = await cloudConnection(k, k.admin);
    const missing = messageWebhook(link.number, customer, { type: 'text', text: { body: 'sem assinatura' } });
    const none = await k.graph.post(link.webhookUrl, link.number.appSecret, missing.body, {
      signature: null,
    });
    expect(none.status).toBe(403);
    expect(JSON.parse(none.text).error).toBe('ERR_CLOUD_WEBHOOK_SIGNATURE');
    const wrong = messageWebhook(link.number, customer, {
      type: 'text',
      text: { body: 'assinatura errada' },
    });
    const bad = await k.graph.post(link.webhookUrl, link.number.appSecret, wrong.body, {
      signature: signatureOf(JSON.stringify(wrong.body), 'not-the-app-secret'),
    });
    expect(bad.status).toBe(403);
    await settled(k, link.id);
    expect(await messagesWithWid(k, k.seed.a.id, missing.id)).toHaveLength(0);
    expect(await messagesWithWid(k, k.seed.a.id, wrong.id)).toHaveLength(0);
  });

  it('checks the bytes Meta sent, not a re-serialised body (escaped emoji and @, spaces)', async () => {
    const link = await cloudConnection(k, k.admin);
    const { id, body } = messageWebhook(link.number, customer, {
      type: 'text',
      text: { body: 'PLACEHOLDER' },
    });
    // Meta escapes non-ASCII and some punctuation; JSON.stringify of the parsed body would not
    const raw = JSON.stringify(body, null, 1).replace(
      '"PLACEHOLDER"',
      '"Oi \\ud83d\\ude00 ana\\u0040loja.com \\/ café"',
    );
    expect(raw).not.toBe(JSON.stringify(JSON.parse(raw)));
    const reserialised = await k.graph.post(link.webhookUrl, link.number.appSecret, undefined, {
      raw,
      signature: signatureOf(JSON.stringify(JSON.parse(raw)), link.number.appSecret),
    });
    expect(reserialised.status).toBe(403);
    const res = await k.graph.post(link.webhookUrl, link.number.appSecret, undefined, { raw });
    expect(res.status).toBe(200);
    await until('the message', async () => (await messagesWithWid(k, k.seed.a.id, id)).length === 1);
    expect((await messagesWithWid(k, k.seed.a.id, id))[0].body).toBe('Oi 😀 ana@loja.com / café');
  });

  it('fails closed when the connection has no app secret', async () => {
    const link = await cloudConnection(k, k.admin, { appSecret: null });
    const { body } = messageWebhook(link.number, customer, { type: 'text', text: { body: 'x' } });
    // signed with an empty key, as a server that skipped the check for a missing secret would accept
    const res = await k.graph.post(link.webhookUrl, '', body);
    expect(res.status).toBe(403);
    expect(JSON.parse(res.text).error).toBe('ERR_CLOUD_WEBHOOK_SIGNATURE');
  });

  it('answers 404 for a connection that is not a Cloud one', async () => {
    const res = await k.graph.post(`${k.t.url}/webhooks/whatsapp-cloud/999999`, 'x', {
      object: 'x',
      entry: [],
    });
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text).error).toBe('ERR_NO_CLOUD_CONNECTION');
  });
});

describe('GET /webhooks/whatsapp-cloud/:id answers the verification handshake', () => {
  const verify = (url: string, token: string, challenge = '1158201444') =>
    k.t
      .client()
      .get(
        `${new URL(url).pathname}?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=${challenge}`,
      );

  it("echoes hub.challenge for the connection's verify token and refuses any other", async () => {
    const link = await cloudConnection(k, k.admin, { verifyToken: 'meu-token-secreto' });
    const ok = await verify(link.webhookUrl, 'meu-token-secreto');
    expect(ok.status).toBe(200);
    expect(ok.body).toBe(1158201444);
    const wrong = await verify(link.webhookUrl, 'meu-token-secret');
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toBe('ERR_CLOUD_VERIFY_TOKEN');
    const other = await cloudConnection(k, k.admin, { verifyToken: 'outro-token' });
    expect((await verify(link.webhookUrl, 'outro-token')).status).toBe(403);
    expect((await verify(other.webhookUrl, 'outro-token')).status).toBe(200);
  });

  it('refuses a handshake when no verify token is set', async () => {
    const link = await cloudConnection(k, k.admin, { verifyToken: '' });
    expect((await verify(link.webhookUrl, '')).status).toBe(403);
  });
});
