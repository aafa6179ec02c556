import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '../support/per-file.js';
import { messageStepPlugin, startTestKernel, type TestKernel } from '../support/index.js';
import { until } from '../connections/lease-children.js';
import { inboxRows, linkedSimConnection } from './backbone-fixtures.js';

/**
 * WhatsApp tells a message and its sender's contact together: both rows are stored in one statement, and each
 * wakes the conversation. The read of pending rows that follows sees both, so the second wake-up reads nothing
 * more (issue 32: a lone message's statements are what a quiet process spends its CPU on).
 */
let processed = 0;
const counter = messageStepPlugin('test-counter', 'count', () => void processed++);
const t = kernelPerFile<TestKernel>(() => startTestKernel({ plugins: [counter] }), 60_000);

describe('inbox reads', () => {
  it('reads a conversation once for a message and its contact stored together', async () => {
    const { connectionId, sim } = await linkedSimConnection(t, 'Loja Leituras');
    const reads: string[] = [];
    let lastAt = Date.now();
    t.kernel.knex.on('query', (q: { sql: string }) => {
      lastAt = Date.now();
      if (
        /^select \* from .inbox_events. where .connection_id. = \? and .chat_key. = \? and .status./.test(
          q.sql,
        )
      )
        reads.push(q.sql);
    });
    const from = { number: '5511955554444', name: 'Bia' };
    for (let i = 1; i <= 5; i++) {
      sim.contactSends(String(connectionId), { from, type: 'text', body: `mensagem ${i}` });
      await until('the message through the pipeline', () => processed === i, 10_000);
      await until(
        'its rows done and the kernel quiet',
        async () =>
          Date.now() - lastAt > 200 &&
          (await inboxRows(t, connectionId, 'contact')).length === 1 &&
          (await inboxRows(t, connectionId)).every((r: { status: string }) => r.status === 'done'),
        10_000,
      );
    }
    expect(reads, reads.join('\n')).toHaveLength(5);
  }, 60_000);
});
