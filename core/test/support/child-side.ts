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
