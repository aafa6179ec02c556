/**
 * One kernel process for the graceful shutdown test: its pipeline step takes STEP_MS per message and reports
 * each one it finishes; SIGTERM goes through the same installGracefulShutdown as main.ts.
 */
import { createKernel } from '../../src/kernel.js';
import { definePlugin } from '../../src/plugins/define-plugin.js';
import { installGracefulShutdown } from '../../src/ops/graceful-shutdown.js';
import { testEnv } from '../support/test-kernel.js';
import { say } from '../connections/child-report.js';

const stepMs = Number(process.env.STEP_MS ?? '200');

const slowWorker = definePlugin({
  name: 'test-slow-worker',
  setup(ctx) {
    ctx.pipeline.stage({ name: 'slow' });
    ctx.pipeline.step({
      name: 'slow',
      stage: 'slow',
      kinds: ['message'],
      handle: async (e) => {
        say({ ev: 'started', waId: e.waId });
        await new Promise((r) => setTimeout(r, stepMs));
        say({ ev: 'processed', waId: e.waId, chatId: e.payload.chatId, body: e.payload.body });
      },
    });
  },
});

const kernel = await createKernel({
  env: testEnv(process.env.DATABASE_URL!, {
    CHANNEL_LEASE_MS: process.env.CHANNEL_LEASE_MS ?? '3000',
    CHANNEL_HEARTBEAT_MS: process.env.CHANNEL_HEARTBEAT_MS ?? '500',
    INSTANCE_ID: process.env.INSTANCE_ID ?? `child-${process.pid}`,
  }),
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
