import { describe, expect, it } from 'vitest';
import { hookEventsPerFile, kernelPerFile } from '../support/per-file.js';
import { definePlugin } from '../../src/plugins/define-plugin.js';
import type { HookEvents } from '../../src/plugins/hook-events.js';
import { login, messageStepPlugin, startTestKernel, type TestKernel } from '../support/index.js';
import { until } from '../connections/lease-children.js';
import { inboxRows, linkedSimConnection } from './backbone-fixtures.js';

declare module '../../src/backbone/pipeline/pipeline.js' {
  interface PipelineState {
    testContact?: string;
    testTicket?: string;
  }
}

/**
 * Three plugins each declare a stage and put steps in it, registered in the reverse of their order: the stages'
 * `after` constraints make them run contact -> ticket -> after, each seeing what the earlier ones left in the
 * state; 'handled' stops the rest; a step that throws is retried with backoff and then left failed, the message
 * kept and listed.
 */
const calls: string[] = [];

const afterPlugin = messageStepPlugin(
  'test-after',
  'after',
  (e, { state }) => void calls.push(`after:${e.payload.body}:${String(state.testTicket)}`),
  'after:log',
  ['ticket'],
);
const ticketPlugin = messageStepPlugin(
  'test-ticket',
  'ticket',
  (e, { state }) => {
    calls.push(`ticket:${e.payload.body}:${String(state.testContact)}`);
    state.testTicket = `ticket-of-${String(state.testContact)}`;
    return e.payload.body === 'stop' ? 'handled' : 'continue';
  },
  'ticket:open',
  ['contact'],
);
const contactPlugin = definePlugin({
  name: 'test-contact',
  setup(ctx) {
    ctx.pipeline.stage({ name: 'contact' });
    // two steps in one stage: the `after` constraint decides, not the registration order
    ctx.pipeline.step({
      name: 'contact:second',
      stage: 'contact',
      after: ['contact:first'],
      kinds: ['message'],
      handle: (e) => {
        calls.push(`contact2:${e.payload.body}`);
        if (e.payload.body === 'boom') throw new Error('database went away');
      },
    });
    ctx.pipeline.step({
      name: 'contact:first',
      stage: 'contact',
      kinds: ['message'],
      handle: (e, { state }) => {
        calls.push(`contact1:${e.payload.body}`);
        state.testContact = e.payload.contact.id;
      },
    });
  },
});

const t = kernelPerFile<TestKernel>(
  () =>
    startTestKernel({
      plugins: [afterPlugin, ticketPlugin, contactPlugin],
      env: { INBOX_MAX_ATTEMPTS: '3', INBOX_RETRY_BASE_MS: '30' },
    }),
  60_000,
);
const received = hookEventsPerFile(t, 'message.received');

describe('inbound pipeline', () => {
  it('runs the steps of three plugins in their declared order and stops at a handled one', async () => {
    expect(t.kernel.pipeline.stages()).toEqual(['contact', 'ticket', 'after']);
    expect(t.kernel.pipeline.names()).toEqual([
      'contact:first',
      'contact:second',
      'ticket:open',
      'after:log',
    ]);
    const { connectionId, sim } = await linkedSimConnection(t, 'Loja Pipeline');
    const from = { number: '5511966665555' };
    sim.contactSends(String(connectionId), { from, type: 'text', body: 'oi' });
    sim.contactSends(String(connectionId), { from, type: 'text', body: 'stop' });
    await until('both messages processed', () => received.length === 2, 10_000);
    expect(calls).toEqual([
      'contact1:oi',
      'contact2:oi',
      'ticket:oi:5511966665555',
      'after:oi:ticket-of-5511966665555',
      'contact1:stop',
      'contact2:stop',
      'ticket:stop:5511966665555',
    ]);
    // the hooks are the pipeline's output, in order, handled or not
    expect(received.map((e) => e.message.body)).toEqual(['oi', 'stop']);
    expect(received[0]).toMatchObject({ connectionId, message: { chatId: '5511966665555' } });
  });

  it('retries a throwing step with backoff, then keeps the message as failed while later ones go on', async () => {
    calls.length = 0;
    received.length = 0;
    const { companyId, connectionId, sim } = await linkedSimConnection(t, 'Loja Falha');
    const failures: Array<HookEvents['inbox.failed']> = [];
    const off = t.kernel.hooks.on('inbox.failed', (e) => void failures.push(e));
    const from = { number: '5511955554444' };
    const boomId = sim.contactSends(String(connectionId), { from, type: 'text', body: 'boom' });
    sim.contactSends(String(connectionId), { from, type: 'text', body: 'depois' });
    await until('the later message processed', () => received.length === 1, 10_000);
    off();

    // three tries of 'boom', and 'depois' only after the last (same conversation, order kept)
    expect(calls.filter((c) => c === 'contact2:boom')).toHaveLength(3);
    expect(calls.indexOf('contact1:depois')).toBeGreaterThan(calls.lastIndexOf('contact2:boom'));
    expect(calls).not.toContain('ticket:boom:5511955554444');
    expect(received.map((e) => e.message.body)).toEqual(['depois']);

    const [boom] = (await inboxRows(t, connectionId)).filter((r: { waId: string }) => r.waId === boomId);
    expect(boom).toMatchObject({ status: 'failed', attempts: 3 });
    expect(boom.lastError).toContain('contact:second: database went away');
    expect(JSON.parse(boom.payload)).toMatchObject({ body: 'boom', waMessageId: boomId });
    expect(failures).toEqual([
      expect.objectContaining({ companyId, connectionId, inboxId: boom.id, kind: 'message' }),
    ]);

    // the company's admin sees it in the failed list, with the message
    const admin = await login(t, 'admin@lojafalha.test');
    const res = await admin.get('/inbox/failed');
    expect(res.status).toBe(200);
    expect(res.body.events).toEqual([
      expect.objectContaining({
        id: boom.id,
        kind: 'message',
        attempts: 3,
        payload: expect.objectContaining({ body: 'boom' }),
      }),
    ]);
    // another company's admin does not
    const other = await login(t, 'admin@lojapipeline.test');
    expect((await other.get('/inbox/failed')).body.events).toEqual([]);
  });
});
