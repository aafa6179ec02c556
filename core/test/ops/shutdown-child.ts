/**
 * One kernel process for the graceful shutdown test: its pipeline step takes STEP_MS per message and reports
 * each one it finishes; SIGTERM goes through the same installGracefulShutdown as main.ts.
 */
import { createKernel } from '../../src/kernel.js';
import { installGracefulShutdown } from '../../src/ops/graceful-shutdown.js';
import { messageStepPlugin } from '../support/message-step.js';
import { childKernelEnv, listenAndSayReady, reportConnections, say } from '../support/child-side.js';

const stepMs = Number(process.env.STEP_MS ?? '200');

const slowWorker = messageStepPlugin('test-slow-worker', 'slow', async (e) => {
  say({ ev: 'started', waId: e.waId });
  await new Promise((r) => setTimeout(r, stepMs));
  say({ ev: 'processed', waId: e.waId, chatId: e.payload.chatId, body: e.payload.body });
});

const kernel = await createKernel({
  env: childKernelEnv(),
  plugins: [slowWorker],
});
reportConnections(kernel);
installGracefulShutdown(kernel, {
  timeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS ?? '10000'),
  onStopped: () => say({ ev: 'stopped' }),
});
await listenAndSayReady(kernel);
