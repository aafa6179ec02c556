import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { until } from '@balcao/core/testing';
import { messageWebhook } from '../src/fake-graph/index.js';
import { cloudConnection, messagesWithWid, startCloudKernel } from './cloud-kernel.js';

const k = kernelPerFile(startCloudKernel);
const hours = (n: number) => n * 60 * 60 * 1000;

describe('the 24-hour customer service window', () => {
  it('refuses a free-form reply 25 hours after the customer wrote, with a code, and opens again when they write', async () => {
    const link = await cloudConnection(k, k.admin);
    const from = { waId: '5511922221111', name: 'Dora' };
    const first = messageWebhook(link.number, from, { type: 'text', text: { body: 'oi' } });
    expect((await k.graph.post(link.webhookUrl, link.number.appSecret, first.body)).status).toBe(200);
    await until('the message', async () => (await messagesWithWid(k, k.seed.a.id, first.id)).length === 1);
    const [inbound] = await messagesWithWid(k, k.seed.a.id, first.id);
    const sentTo = () => k.graph.sent.filter((s) => s.phoneNumberId === link.number.phoneNumberId).length;

    expect((await k.admin.post(`/messages/${inbound.ticketId}`, { body: 'dentro da janela' })).status).toBe(
      200,
    );
    await until('sent', () => sentTo() === 1);

    k.later(hours(25));
    const refused = await k.admin.post(`/messages/${inbound.ticketId}`, { body: 'fora da janela' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('ERR_CLOUD_WINDOW_CLOSED');
    // nothing was kept or queued for it
    const texts = await k.t.kernel
      .knex('messages')
      .where({ ticketId: inbound.ticketId, fromMe: true })
      .pluck('body');
    expect(texts).toEqual(['dentro da janela']);
    expect(await k.t.kernel.knex('outboxMessages').where({ connectionId: link.id })).toHaveLength(1);

    // the customer writes again (now, by the moved clock): the window opens for 24 hours more
    const again = messageWebhook(
      link.number,
      from,
      { type: 'text', text: { body: 'voltei' } },
      { timestamp: String(Math.floor((Date.now() + hours(25)) / 1000)) },
    );
    expect((await k.graph.post(link.webhookUrl, link.number.appSecret, again.body)).status).toBe(200);
    await until(
      'the second message',
      async () => (await messagesWithWid(k, k.seed.a.id, again.id)).length === 1,
    );
    expect((await k.admin.post(`/messages/${inbound.ticketId}`, { body: 'de novo na janela' })).status).toBe(
      200,
    );
    await until('sent again', () => sentTo() === 2);
  });

  it('refuses a first message to someone who never wrote (the messages API, a campaign: same rule)', async () => {
    const link = await cloudConnection(k, k.admin);
    await expect(
      k.t.kernel.channels.enqueue(k.seed.a.id, link.id, { to: '5511922220000', type: 'text', body: 'olá' }),
    ).rejects.toMatchObject({ code: 'ERR_CLOUD_WINDOW_CLOSED' });
  });
});
