import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testEgress } from '@balcao/core/testing';
import type { DeliveryJobData } from '../src/delivery/delivery-queue.js';
import { createRunners } from '../src/runners/index.js';
import { startReceiver } from './support/fake-receiver.js';
import { integration, runnerInput } from './support/runner-input.js';

// the runner's inline try, without a kernel: what it hands to the job is caught here
const handedToJob: Array<{ data: DeliveryJobData; retryAfter: string | null }> = [];
beforeEach(() => void (handedToJob.length = 0));
const egress = testEgress();
afterAll(() => egress.close());
const runners = createRunners({
  deliveries: { retryLater: async (data, retryAfter) => void handedToJob.push({ data, retryAfter }) },
  fetch: egress.fetch,
});

let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
afterEach(async () => receiver?.close());

const SECRET = 'whsec-test-0123456789';
const webhook = runners.webhook!;

describe('webhook runner', () => {
  it('posts the normalised message, signed, and turns a 2xx reply into texts and a hand-over', async () => {
    receiver = await startReceiver(SECRET, [
      {
        status: 200,
        body: { replies: [{ body: 'Pedido 123 saiu para entrega' }], handover: { queueId: 4 } },
      },
    ]);
    const config = integration({ urlN8N: `${receiver.url}/hook` });
    const input = runnerInput(config, 'cadê meu pedido?', { eventId: 'evt-abc' });

    const result = await webhook.run(input);

    expect(result.actions).toEqual([
      { type: 'text', body: 'Pedido 123 saiu para entrega' },
      { type: 'handover', queueId: 4 },
    ]);
    expect(receiver.seen).toHaveLength(1);
    expect(receiver.signaturesValid()).toBe(true);
    expect(receiver.seen[0]!.headers['content-type']).toBe('application/json');
    expect(receiver.deliveryIds()[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(JSON.parse(receiver.seen[0]!.body)).toEqual({
      event: 'message',
      companyId: 1,
      ticketId: 41,
      contact: { name: 'Bia Souza', number: '5511988887777' },
      message: {
        id: 'evt-abc',
        body: 'cadê meu pedido?',
        mediaType: 'conversation',
        timestamp: 1_790_000_000,
      },
      integration: { id: 7, name: 'Pedidos' },
    });
    expect(handedToJob).toHaveLength(0);
  });

  it('n8n is the same runner', () => {
    expect(runners.n8n).toBe(runners.webhook);
  });

  it('a replayed event carries the same delivery id; another message a new one', async () => {
    receiver = await startReceiver(SECRET, [{ status: 204 }]);
    const config = integration({ urlN8N: receiver.url });
    await webhook.run(runnerInput(config, 'oi', { eventId: 'evt-same' }));
    await webhook.run(runnerInput(config, 'oi', { eventId: 'evt-same' }));
    await webhook.run(runnerInput(config, 'oi de novo', { eventId: 'evt-other' }));
    const [a, b, c] = receiver.deliveryIds();
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });

  it('a 2xx without replies sends nothing and keeps the bot', async () => {
    receiver = await startReceiver(SECRET, [{ status: 200, body: { ok: true } }]);
    const result = await webhook.run(runnerInput(integration({ urlN8N: receiver.url }), 'oi'));
    expect(result.actions).toEqual([]);
  });

  it('an oversized answer is not read: delivered, nothing sent', async () => {
    const replies = Array.from({ length: 3000 }, () => ({ body: 'x'.repeat(100) }));
    receiver = await startReceiver(SECRET, [{ status: 200, body: { replies } }]);
    const result = await webhook.run(runnerInput(integration({ urlN8N: receiver.url }), 'oi'));
    expect(result.actions).toEqual([]);
    expect(handedToJob).toHaveLength(0);
  });

  it('a 400 is not retried: the runner throws (the ticket falls back) and nothing goes to the job', async () => {
    receiver = await startReceiver(SECRET, [{ status: 400, body: { error: 'unknown field' } }]);
    await expect(webhook.run(runnerInput(integration({ urlN8N: receiver.url }), 'oi'))).rejects.toThrow(
      /HTTP 400/,
    );
    expect(receiver.seen).toHaveLength(1);
    expect(handedToJob).toHaveLength(0);
  });

  it('a 5xx, a 429 (with its Retry-After) or a timeout hands the same signed delivery to the job as try 2', async () => {
    receiver = await startReceiver(SECRET, [
      { status: 503 },
      { status: 429, headers: { 'Retry-After': '7' } },
      { status: 200, delayMs: 2_000 },
    ]);
    try {
      const config = integration({ urlN8N: receiver.url });
      for (const body of ['um', 'dois', 'três']) {
        // the first two answer at once: a short wait only for the third, or a busy machine times the others out too
        process.env.INTEGRATIONS_INLINE_TIMEOUT_MS = body === 'três' ? '150' : '10000';
        const result = await webhook.run(runnerInput(config, body));
        expect(result.actions).toEqual([]);
        // handed to the job only once the step has saved the turn
        expect(handedToJob).toHaveLength(['um', 'dois', 'três'].indexOf(body));
        await result.afterSave?.();
      }
    } finally {
      delete process.env.INTEGRATIONS_INLINE_TIMEOUT_MS;
    }
    expect(handedToJob.map((h) => [h.data.try, h.retryAfter])).toEqual([
      [2, null],
      [2, '7'],
      [2, null],
    ]);
    const first = handedToJob[0]!.data;
    expect(first.deliveryId).toBe(receiver.deliveryIds()[0]);
    expect(first.body).toBe(receiver.seen[0]!.body);
    expect(first.signature).toBe(receiver.seen[0]!.headers['x-balcao-signature']);
    expect(first).toMatchObject({ companyId: 1, ticketId: 41, integrationId: 7, url: receiver.url, try: 2 });
  });

  it('a network error is retried too', async () => {
    const config = integration({ urlN8N: 'http://127.0.0.1:9/hook' });
    const result = await webhook.run(runnerInput(config, 'oi'));
    expect(result.actions).toEqual([]);
    await result.afterSave?.();
    expect(handedToJob).toHaveLength(1);
  });
});
