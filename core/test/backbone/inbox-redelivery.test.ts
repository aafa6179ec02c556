import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '../support/per-file.js';
import type { InboxEvent } from '../../src/backbone/inbox/inbox-event.js';
import { messageStepPlugin, startTestKernel, type TestKernel } from '../support/index.js';
import { until } from '../connections/lease-children.js';
import { inboxRows, linkedSimConnection } from './backbone-fixtures.js';

/**
 * 200 messages from one contact, sent at once and each delivered twice by WhatsApp: the inbox keeps one row
 * each and the pipeline sees each once, in the order they were sent.
 */
const seen: InboxEvent[] = [];
const recorder = messageStepPlugin('test-recorder', 'record', (event) => void seen.push(event));

const t = kernelPerFile<TestKernel>(() => startTestKernel({ plugins: [recorder] }), 60_000);

describe('durable inbox', () => {
  it('stores 200 messages sent at once and delivered twice exactly once each, and processes them in send order', async () => {
    const { connectionId, sim } = await linkedSimConnection(t, 'Loja Inbox');
    const conn = String(connectionId);
    const from = { number: '5511977776666', name: 'Ana' };
    const ids = await Promise.all(
      Array.from({ length: 200 }, async (_, i) =>
        sim.contactSends(conn, { from, type: 'text', body: `mensagem ${i}` }),
      ),
    );
    await Promise.all(ids.map(async (id) => sim.redeliver(conn, id)));

    await until('200 messages through the pipeline', () => seen.length >= 200, 60_000);
    await until(
      'every row done',
      async () => (await inboxRows(t, connectionId)).every((r: { status: string }) => r.status === 'done'),
      10_000,
    );
    // redeliveries that were still queued must not show up late
    await new Promise((r) => setTimeout(r, 300));
    const rows = await inboxRows(t, connectionId);
    expect(rows).toHaveLength(200);
    expect(rows.map((r: { waId: string }) => r.waId)).toEqual(ids);
    expect(seen).toHaveLength(200);
    expect(seen.map((e) => (e.kind === 'message' ? e.payload.body : ''))).toEqual(
      ids.map((_, i) => `mensagem ${i}`),
    );
    expect(seen.every((e) => e.attempts === 0)).toBe(true);
  }, 90_000);
});
