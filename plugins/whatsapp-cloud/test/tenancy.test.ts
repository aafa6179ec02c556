import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { until } from '@balcao/core/testing';
import { messageWebhook } from '../src/fake-graph/index.js';
import { cloudConnection, messagesWithWid, settled, startCloudKernel } from './cloud-kernel.js';

const k = kernelPerFile(startCloudKernel);

describe("a webhook for company A's connection never lands in company B", () => {
  it('lands in the company whose connection the URL names, and nowhere else', async () => {
    const a = await cloudConnection(k, k.admin);
    const b = await cloudConnection(k, k.adminB);
    const from = { waId: '5511944443333' };
    const toA = messageWebhook(a.number, from, { type: 'text', text: { body: 'para A' } });
    // A's webhook, signed with A's secret, at B's URL: B's secret does not match
    const atB = await k.graph.post(b.webhookUrl, a.number.appSecret, toA.body);
    expect(atB.status).toBe(403);
    // signed with B's secret but about A's phone number: accepted, and dropped
    const crossed = await k.graph.post(b.webhookUrl, b.number.appSecret, toA.body);
    expect(crossed.status).toBe(200);
    await settled(k, b.id);
    expect(await messagesWithWid(k, k.seed.b.id, toA.id)).toHaveLength(0);
    expect(await messagesWithWid(k, k.seed.a.id, toA.id)).toHaveLength(0);
    // the right one lands in A only
    expect((await k.graph.post(a.webhookUrl, a.number.appSecret, toA.body)).status).toBe(200);
    await until('A has it', async () => (await messagesWithWid(k, k.seed.a.id, toA.id)).length === 1);
    expect(await messagesWithWid(k, k.seed.b.id, toA.id)).toHaveLength(0);
  });

  it("never shows a company's secrets, and another company's admin cannot read its connection", async () => {
    const a = await cloudConnection(k, k.admin);
    const res = await k.admin.get(`/whatsapp/${a.id}`);
    expect(res.status).toBe(200);
    expect(res.body.cloudAccessToken).toBe(`••••${a.number.accessToken.slice(-4)}`);
    expect(res.body.cloudAppSecret).toBe(`••••${a.number.appSecret.slice(-4)}`);
    expect(res.body.cloudPhoneNumberId).toBe(a.number.phoneNumberId);
    expect(JSON.stringify(res.body)).not.toContain(a.number.accessToken);
    const stored = await k.t.kernel.knex('whatsapps').where({ id: a.id }).first('fields');
    expect(String(stored.fields)).not.toContain(a.number.accessToken);
    expect((await k.adminB.get(`/whatsapp/${a.id}`)).status).toBe(404);
  });

  it('keeps the secrets when the form echoes them masked, and takes a new one', async () => {
    const a = await cloudConnection(k, k.admin);
    const shown = (await k.admin.get(`/whatsapp/${a.id}`)).body;
    const saved = await k.admin.put(`/whatsapp/${a.id}`, {
      name: shown.name,
      cloudAccessToken: shown.cloudAccessToken,
      cloudAppSecret: shown.cloudAppSecret,
    });
    expect(saved.status).toBe(200);
    const { id, body } = messageWebhook(
      a.number,
      { waId: '5511944442222' },
      { type: 'text', text: { body: 'ok' } },
    );
    expect((await k.graph.post(a.webhookUrl, a.number.appSecret, body)).status).toBe(200);
    await until('the message', async () => (await messagesWithWid(k, k.seed.a.id, id)).length === 1);
    // a new app secret: the old signature stops working
    expect((await k.admin.put(`/whatsapp/${a.id}`, { cloudAppSecret: 'um-segredo-novo-123' })).status).toBe(
      200,
    );
    expect((await k.graph.post(a.webhookUrl, a.number.appSecret, body)).status).toBe(403);
    expect((await k.graph.post(a.webhookUrl, 'um-segredo-novo-123', body)).status).toBe(200);
  });

  it('is offered by GET /registries with what it costs and the fields it needs', async () => {
    const { channelProviders, connectionFields } = (await k.admin.get('/registries')).body;
    expect(channelProviders.find((p: { kind: string }) => p.kind === 'cloud')).toMatchObject({
      labels: { pt: 'WhatsApp Cloud API (oficial)' },
      traits: { groups: false, templates: true, window24h: true },
    });
    const cloud = connectionFields.filter((f: { provider: string | null }) => f.provider === 'cloud');
    expect(cloud.map((f: { key: string }) => f.key)).toEqual([
      'cloudAccessToken',
      'cloudPhoneNumberId',
      'cloudBusinessAccountId',
      'cloudAppSecret',
      'cloudVerifyToken',
    ]);
    expect(cloud.find((f: { key: string }) => f.key === 'cloudVerifyToken').hint.en).toContain(
      '{apiUrl}/webhooks/whatsapp-cloud/{id}',
    );
    expect(cloud.filter((f: { secret: boolean }) => f.secret).map((f: { key: string }) => f.key)).toEqual([
      'cloudAccessToken',
      'cloudAppSecret',
    ]);
  });
});
