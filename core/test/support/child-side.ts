import type { Kernel } from '../../src/kernel.js';
import type { ChannelHookEvents } from '../../src/connections/channels-api.js';
import type { SimNetwork } from '../../src/channels/sim/sim-network.js';
import { testEnv } from './test-kernel.js';

/** One JSON line on stdout, stamped: how a child kernel process tells its parent test what happened. */
export const say = (line: Record<string, unknown>): void => {
  process.stdout.write(`${JSON.stringify({ ...line, at: Date.now() })}\n`);
};

/**
 * The environment of a kernel that a test runs in a process of its own (`spawnChild`): the database, lease
 * timings and instance id its parent gave it, and `extra`.
 */
export const childKernelEnv = (extra: Record<string, string> = {}) =>
  testEnv(process.env.DATABASE_URL!, {
    CHANNEL_LEASE_MS: process.env.CHANNEL_LEASE_MS ?? '3000',
    CHANNEL_HEARTBEAT_MS: process.env.CHANNEL_HEARTBEAT_MS ?? '500',
    INSTANCE_ID: process.env.INSTANCE_ID ?? `child-${process.pid}`,
    ...extra,
  });

/** Says a `lease` line at each lease change and a `status` line at each saved status of the kernel's connections. */
export function reportConnections(kernel: Kernel): void {
  kernel.hooks.on<ChannelHookEvents['connection.lease']>('connection.lease', (e) =>
    say({ ev: 'lease', ...e }),
  );
  kernel.hooks.on<ChannelHookEvents['connection.status']>('connection.status', (e) =>
    say({ ev: 'status', ...e }),
  );
}

/**
 * The kernel's simulator, with the phone scanning whenever a connection asks (a fresh simulator has no linked
 * phone) and a `sim-sent` line for every message it accepts, written as WhatsApp takes it, so that a kill -9
 * right after still shows it.
 */
export function reportingSim(kernel: Kernel): SimNetwork {
  const sim = kernel.channels.sim!;
  kernel.hooks.on<ChannelHookEvents['connection.status']>('connection.status', (e) => {
    if (e.status === 'qrcode') queueMicrotask(() => sim.scan(String(e.connectionId)));
  });
  const simSend = sim.send.bind(sim);
  sim.send = (id, message) => {
    const result = simSend(id, message);
    say({
      ev: 'sim-sent',
      connectionId: Number(id),
      waMessageId: result.waMessageId,
      chatId: result.chatId,
      to: message.to,
      body: 'body' in message ? message.body : undefined,
    });
    return result;
  };
  return sim;
}

/** Listens on a free port and says `ready` with its URL and the kernel's instance. */
export async function listenAndSayReady(kernel: Kernel): Promise<void> {
  const url = await kernel.listen(0, '127.0.0.1');
  say({ ev: 'ready', url, owner: kernel.channels.owner });
}
