/**
 * One kernel process for the graceful shutdown test: its pipeline step takes STEP_MS per message and reports
 * each one it finishes; SIGTERM goes through the same installGracefulShutdown as main.ts.
 */
import { createKernel } from '../../src/kernel.js';
import { installGracefulShutdown } from '../../src/ops/graceful-shutdown.js';
import { messageStepPlugin } from '../support/message-step.js';
import { say } from '../connections/child-report.js';
import { childKernelEnv } from '../support/child-side.js';

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
kernel.hooks.on('connection.lease', (e) => say({ ev: 'lease', ...e }));
kernel.hooks.on('connection.status', (e) => say({ ev: 'status', ...e }));
installGracefulShutdown(kernel, {
  timeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS ?? '10000'),
  onStopped: () => say({ ev: 'stopped' }),
});
const url = await kernel.listen(0, '127.0.0.1');
say({ ev: 'ready', url, owner: kernel.channels.owner });
