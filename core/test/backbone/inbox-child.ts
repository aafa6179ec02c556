/**
 * One kernel process for the inbox crash test. Its pipeline step reports each message it processes as a
 * JSON line; with BLOCK_STEPS=1 the step never finishes instead (killed mid-work).
 */
import { createKernel } from '../../src/kernel.js';
import { definePlugin } from '../../src/plugins/define-plugin.js';
import { testEnv } from '../support/test-kernel.js';

const say = (line: Record<string, unknown>): void => {
  process.stdout.write(`${JSON.stringify({ ...line, at: Date.now() })}\n`);
};
const block = process.env.BLOCK_STEPS === '1';

const worker = definePlugin({
  name: 'test-inbox-worker',
  setup(ctx) {
    ctx.pipeline.stage({ name: 'worker' });
    ctx.pipeline.step({
      name: 'worker',
      stage: 'worker',
      kinds: ['message'],
      handle: async (e) => {
        if (block) {
          say({ ev: 'blocked', waId: e.waId });
          return new Promise<never>(() => undefined);
        }
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
  plugins: [worker],
});
kernel.hooks.on('connection.lease', (e) => say({ ev: 'lease', ...e }));
kernel.hooks.on('connection.status', (e) => say({ ev: 'status', ...e }));
const url = await kernel.listen(0, '127.0.0.1');
say({ ev: 'ready', url, owner: kernel.channels.owner });
