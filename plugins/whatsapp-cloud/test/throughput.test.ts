import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { until } from '@balcao/core/testing';
import { messageWebhook } from '../src/fake-graph/index.js';
import { cloudConnection, messagesWithWid, startCloudKernel } from './cloud-kernel.js';

const PER_SECOND = 50;
const k = kernelPerFile(() => startCloudKernel({ messagesPerSecond: PER_SECOND }));

describe('throughput per business number', () => {
  it('holds the rate under a burst, retries Meta’s rate errors, and sends each message once', async () => {
    const link = await cloudConnection(k, k.admin);
    const from = { waId: '5511911110000' };
    const hello = messageWebhook(link.number, from, { type: 'text', text: { body: 'pode mandar' } });
    expect((await k.graph.post(link.webhookUrl, link.number.appSecret, hello.body)).status).toBe(200);
    await until('the message', async () => (await messagesWithWid(k, k.seed.a.id, hello.id)).length === 1);
    // Meta says "too many" twice (the number's throughput, then the pair rate): those tries go again later
    k.graph.failNext(link.number.phoneNumberId, 130429, 131056);
    const count = 200;
    for (let i = 0; i < count; i++)
      await k.t.kernel.channels.enqueue(k.seed.a.id, link.id, {
        to: from.waId,
        type: 'text',
        body: `aviso ${i}`,
      });
    const mine = () => k.graph.sent.filter((s) => s.phoneNumberId === link.number.phoneNumberId);
    await until('every message at Meta', () => mine().length >= count, 30_000);
    await new Promise((r) => setTimeout(r, 300));
    const bodies = mine().map((s) => (s.body.text as { body: string }).body);
    expect(new Set(bodies).size).toBe(count);
    expect(bodies).toHaveLength(count);
    // no second of the burst holds more than the limit (a little slack for the network's jitter)
    const times = mine()
      .map((s) => s.at)
      .sort((a, b) => a - b);
    let worst = 0;
    for (let i = 0, j = 0; i < times.length; i++) {
      while (times[i]! - times[j]! >= 1000) j++;
      worst = Math.max(worst, i - j + 1);
    }
    expect(worst).toBeLessThanOrEqual(PER_SECOND + 2);
    expect(times.at(-1)! - times[0]!).toBeGreaterThan(((count - PER_SECOND - 2) / PER_SECOND) * 1000);
  });
});
