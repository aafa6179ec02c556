import { describe, expect, it } from 'vitest';
import { InboxStore } from '../../src/backbone/inbox/inbox-store.js';
import { InboxWakeup } from '../../src/backbone/inbox/inbox-wakeup.js';
import type { InboxEvent } from '../../src/backbone/inbox/inbox-event.js';
import type { InboundMessage } from '../../src/channels/index.js';
import { kernelPerFile } from '../support/per-file.js';
import { messageStepPlugin, startTestKernel, until, type TestKernel } from '../support/index.js';
import { linkedSimConnection } from './backbone-fixtures.js';

/**
 * A provider that receives webhooks (the Cloud API) gets them on whichever process the load balancer picks, and
 * stores them there (`channels.accept`); the process that runs the connection processes them. Here "another
 * process" is a second InboxStore (and a second Redis publisher) on the same database.
 */
const seen: InboxEvent[] = [];
const recorder = messageStepPlugin('test-elsewhere', 'record', (event) => void seen.push(event));

const message = (connectionId: number, waMessageId: string): InboundMessage => ({
  connectionId: String(connectionId),
  waMessageId,
  chatId: '5511966665555',
  isGroup: false,
  fromMe: false,
  contact: { id: '5511966665555', number: '5511966665555' },
  type: 'text',
  body: 'guardada em outro processo',
  sentAt: new Date(),
  receivedAt: new Date(),
});

describe('an inbound event stored by another process', () => {
  const t = kernelPerFile<TestKernel>(() =>
    startTestKernel({ plugins: [recorder], env: { CHANNEL_HEARTBEAT_MS: '200' } }),
  );

  it("is found by the owner's heartbeat sweep and processed once", async () => {
    const { connectionId, companyId } = await linkedSimConnection(t, 'Loja Webhook');
    const elsewhere = new InboxStore(t.kernel.knex);
    const errors = await elsewhere.addMany([
      { conn: { companyId, connectionId }, kind: 'message', payload: message(connectionId, 'ELSEWHERE-1') },
    ]);
    expect(errors).toEqual([undefined]);
    await until('processed by the owner', () => seen.some((e) => e.waId === 'ELSEWHERE-1'), 10_000);
    expect(seen.filter((e) => e.waId === 'ELSEWHERE-1')).toHaveLength(1);
  });

  it('is stored through channels.accept and refused for nothing when redelivered', async () => {
    const { connectionId, companyId } = await linkedSimConnection(t, 'Loja Accept');
    for (let i = 0; i < 3; i++)
      await t.kernel.channels.accept(companyId, connectionId, 'message', message(connectionId, 'ACCEPT-1'));
    await until('processed', () => seen.some((e) => e.waId === 'ACCEPT-1'), 10_000);
    const rows = await t.kernel.knex('inboxEvents').where({ connectionId, waId: 'ACCEPT-1' });
    expect(rows).toHaveLength(1);
  });
});

describe('with Redis, the wake-up', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  // a heartbeat too slow to be what processed it: only the wake-up can within the wait (the heartbeat's next
  // turn is a minute away)
  const t = kernelPerFile<TestKernel>(() =>
    startTestKernel({
      plugins: [recorder],
      env: { REDIS_URL: redisUrl, CHANNEL_HEARTBEAT_MS: '60000', CHANNEL_LEASE_MS: '180000' },
    }),
  );

  it('reaches the owner at once', async () => {
    const { connectionId, companyId } = await linkedSimConnection(t, 'Loja Redis');
    // the first heartbeats have run; the next one is a minute away
    await new Promise((r) => setTimeout(r, 300));
    const payload = message(connectionId, 'WOKEN-1');
    await new InboxStore(t.kernel.knex).addMany([
      { conn: { companyId, connectionId }, kind: 'message', payload },
    ]);
    const publisher = new InboxWakeup(redisUrl, t.kernel.log);
    await publisher.start(() => undefined);
    publisher.notify(connectionId, payload.chatId);
    await until('woken', () => seen.some((e) => e.waId === 'WOKEN-1'), 30_000);
    await publisher.stop();
  });
});
