import { afterEach } from 'vitest';
import {
  connectionWith,
  contact,
  createIntegration,
  queueWithOptions,
  type IntegrationsKernel,
} from '../integrations-kernel.js';
import { startReceiver, type ReceiverAnswer } from './fake-receiver.js';

/**
 * Webhook bots for a test file: each call makes a webhook integration on a queue (its connection's only one)
 * whose receiver answers as `script` says, and a contact writing to it (numbers `numbers` + 01, 02, ...);
 * every receiver is closed after each test.
 */
export function webhookBots(k: IntegrationsKernel, opts: { name: string; numbers: string }) {
  const receivers: Array<Awaited<ReturnType<typeof startReceiver>>> = [];
  afterEach(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    receivers.length = 0;
  });
  let n = 0;
  return async (script: ReceiverAnswer[]) => {
    let secret = '';
    const receiver = await startReceiver(() => secret, script);
    receivers.push(receiver);
    const created = await createIntegration(k, {
      type: 'webhook',
      name: `${opts.name} ${++n}`,
      urlN8N: receiver.url,
    });
    secret = String(created.secret);
    const queue = await queueWithOptions(k, { integrationId: created.id });
    const conn = await connectionWith(k, [queue]);
    const who = contact(k, conn, `${opts.numbers}${String(n).padStart(2, '0')}`);
    return { receiver, queue, integrationId: created.id, who };
  };
}
