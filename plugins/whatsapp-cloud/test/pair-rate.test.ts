import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { until } from '@balcao/core/testing';
import { messageWebhook } from '../src/fake-graph/index.js';
import { cloudConnection, messagesWithWid, startCloudKernel, type CloudLink } from './cloud-kernel.js';

/** a short pair interval stands for Meta's 6 s */
const PAIR_MS = 1000;
const k = kernelPerFile(() => startCloudKernel({ pairIntervalMs: PAIR_MS }));

/** the customer writes first: the 24-hour window opens */
async function writesIn(link: CloudLink, waId: string) {
  const hello = messageWebhook(link.number, { waId }, { type: 'text', text: { body: 'oi' } });
  expect((await k.graph.post(link.webhookUrl, link.number.appSecret, hello.body)).status).toBe(200);
  await until('the message', async () => (await messagesWithWid(k, k.seed.a.id, hello.id)).length === 1);
}

const send = (link: CloudLink, to: string, body: string) =>
  k.t.kernel.channels.enqueue(k.seed.a.id, link.id, { to, type: 'text', body });

/** what Meta received from this number, per recipient, in order */
function sentTo(link: CloudLink, to: string) {
  return k.graph.sent
    .filter((s) => s.phoneNumberId === link.number.phoneNumberId && s.body.to === to)
    .map((s) => ({ at: s.at, body: (s.body.text as { body: string }).body }));
}

const rows = (link: CloudLink) => k.t.kernel.knex('outboxMessages').where({ connectionId: link.id });

describe('pair rate: one user, one number', () => {
  it('spaces a burst to one user, in order and once each, without holding another user back', async () => {
    const link = await cloudConnection(k, k.admin);
    const [ana, bia] = ['5511922220001', '5511922220002'];
    await writesIn(link, ana);
    await writesIn(link, bia);
    for (let i = 1; i <= 4; i++) await send(link, ana, `ana ${i}`);
    await send(link, bia, 'bia 1');
    await until(
      'every message at Meta',
      () => sentTo(link, ana).length + sentTo(link, bia).length >= 5,
      60_000,
    );
    await new Promise((r) => setTimeout(r, PAIR_MS + 200));

    const toAna = sentTo(link, ana);
    expect(toAna.map((s) => s.body)).toEqual(['ana 1', 'ana 2', 'ana 3', 'ana 4']);
    // the pacer spaces the requests it makes; what Meta's side records also carries each request's own delay on a
    // busy machine, so half the interval is asked of it (unpaced, the four arrived 43 ms apart)
    for (let i = 1; i < toAna.length; i++)
      expect(toAna[i]!.at - toAna[i - 1]!.at).toBeGreaterThanOrEqual(PAIR_MS / 2);
    const toBia = sentTo(link, bia);
    expect(toBia.map((s) => s.body)).toEqual(['bia 1']);
    // Bia's goes out while Ana's burst still waits
    expect(toBia[0]!.at).toBeLessThan(toAna[1]!.at);
    // a wait is not a failed try: every row sent at its first counted one
    const outbox = await rows(link);
    expect(outbox.map((r) => [r.status, Number(r.attempts)])).toEqual(outbox.map(() => ['sent', 1]));
  });

  it('backs off on Meta’s 131056 and sends each message once, in order', async () => {
    const link = await cloudConnection(k, k.admin);
    const ana = '5511922220003';
    await writesIn(link, ana);
    k.graph.failNext(link.number.phoneNumberId, 131056, 131056);
    for (let i = 1; i <= 3; i++) await send(link, ana, `ana ${i}`);
    await until('every message at Meta', () => sentTo(link, ana).length >= 3, 60_000);
    await new Promise((r) => setTimeout(r, PAIR_MS + 200));

    const toAna = sentTo(link, ana);
    expect(toAna.map((s) => s.body)).toEqual(['ana 1', 'ana 2', 'ana 3']);
    const outbox = await rows(link);
    expect(outbox.every((r) => r.status === 'sent')).toBe(true);
    expect(outbox.filter((r) => r.lastError?.includes('131056'))).toHaveLength(0);
  });
});
