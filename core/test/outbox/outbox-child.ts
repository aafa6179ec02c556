/**
 * One kernel process for the cross-process outbox tests. Reports on stdout, one JSON line each: lease
 * changes, statuses, and every message its simulator accepts (`sim-sent`, written before the sender learns
 * it was sent, so a kill -9 right after still shows it). POST /test/outbox enqueues messages here.
 */
import { createKernel } from '../../src/kernel.js';
import { definePlugin } from '../../src/plugins/define-plugin.js';
import { say, serveAndReport } from '../connections/child-report.js';
import { childKernelEnv } from '../support/child-side.js';

const enqueueRoute = definePlugin({
  name: 'outbox-test',
  setup(ctx) {
    ctx.publicRouter.post('/test/outbox', async (koa) => {
      const { companyId, connectionId, bodies } = koa.request.body as {
        companyId: number;
        connectionId: number;
        bodies: string[];
      };
      const rows = await ctx.knex.transaction(async (trx) => {
        const out = [];
        for (const body of bodies)
          out.push(
            await ctx.channels.enqueue(
              companyId,
              connectionId,
              { to: '5511977776666', type: 'text', body },
              { trx },
            ),
          );
        return out;
      });
      koa.body = rows.map((r) => ({ id: r.id, waMessageId: r.waMessageId }));
    });
  },
});

const kernel = await createKernel({
  env: childKernelEnv(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  plugins: [enqueueRoute],
});

const sim = kernel.channels.sim!;
const simSend = sim.send.bind(sim);
// a slow network, so that a kill -9 lands while messages are still queued
const delayMs = Number(process.env.SIM_SEND_DELAY_MS ?? 0);
const pause = new Int32Array(new SharedArrayBuffer(4));
sim.send = (connectionId, message) => {
  if (delayMs) Atomics.wait(pause, 0, 0, delayMs);
  const result = simSend(connectionId, message);
  say({
    ev: 'sim-sent',
    connectionId: Number(connectionId),
    waMessageId: result.waMessageId,
    body: (message as { body?: string }).body,
  });
  return result;
};

await serveAndReport(kernel);
