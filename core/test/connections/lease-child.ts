/**
 * One kernel process for the lease test: boots on the database the parent made, and reports on stdout, one
 * JSON line each, when it takes or gives up a connection and every status it saves.
 */
import { createKernel } from '../../src/kernel.js';
import type { ChannelHookEvents } from '../../src/connections/channels-api.js';
import { testEnv } from '../support/test-kernel.js';

const say = (line: Record<string, unknown>): void => {
  process.stdout.write(`${JSON.stringify({ ...line, at: Date.now() })}\n`);
};

const kernel = await createKernel({
  env: testEnv(process.env.DATABASE_URL!, {
    CHANNEL_LEASE_MS: process.env.CHANNEL_LEASE_MS ?? '3000',
    CHANNEL_HEARTBEAT_MS: process.env.CHANNEL_HEARTBEAT_MS ?? '500',
    INSTANCE_ID: process.env.INSTANCE_ID ?? `child-${process.pid}`,
  }),
});
kernel.hooks.on<ChannelHookEvents['connection.lease']>('connection.lease', (e) => say({ ev: 'lease', ...e }));
kernel.hooks.on<ChannelHookEvents['connection.status']>('connection.status', (e) =>
  say({ ev: 'status', ...e }),
);
const url = await kernel.listen(0, '127.0.0.1');
say({ ev: 'ready', url, owner: kernel.channels.owner });

process.once('SIGTERM', () => {
  void kernel.stop().then(() => {
    say({ ev: 'stopped' });
    process.exit(0);
  });
});
