/**
 * One product kernel process (every plugin under plugins/) for the cross-process measurements. Reports on
 * stdout, one JSON line each: `ready` with its URL, and `emit` for every new-message event it sends
 * (`company-{id}-appMessage` create), stamped just before the emit with the machine clock in fractional ms, so
 * a client on another process can tell how long the hop took.
 */
import { createKernel, type Realtime } from '@balcao/core';
import { productPlugins, testEnv } from '@balcao/core/testing';

const now = () => performance.timeOrigin + performance.now();
const say = (line: Record<string, unknown>) =>
  process.stdout.write(`${JSON.stringify({ ...line, at: now() })}\n`);

const env: Record<string, string> = {
  INSTANCE_ID: process.env.INSTANCE_ID ?? `child-${process.pid}`,
  ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  ...(process.env.CHANNEL_LEASE_MS ? { CHANNEL_LEASE_MS: process.env.CHANNEL_LEASE_MS } : {}),
  ...(process.env.CHANNEL_HEARTBEAT_MS ? { CHANNEL_HEARTBEAT_MS: process.env.CHANNEL_HEARTBEAT_MS } : {}),
};
const kernel = await createKernel({
  env: testEnv(process.env.DATABASE_URL!, env),
  plugins: await productPlugins(),
});

const realtime: Realtime = kernel.realtime;
const emitToRoom = realtime.emitToRoom.bind(realtime);
realtime.emitToRoom = (room, event, payload, opts) => {
  const p = payload as { action?: string; message?: { body?: string } } | undefined;
  if (event.endsWith('-appMessage') && p?.action === 'create')
    say({ ev: 'emit', event, body: p.message?.body });
  emitToRoom(room, event, payload, opts);
};

const url = await kernel.listen(0, '127.0.0.1');
say({ ev: 'ready', url, owner: kernel.channels.owner });
process.once('SIGTERM', () => {
  void kernel.stop().then(() => process.exit(0));
});
