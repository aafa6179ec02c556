import { fileURLToPath } from 'node:url';
import { killChildren, spawnChild, type ChildKernel } from '../support/child-process.js';

/** Kernel processes for the cross-process connection tests: each runs lease-child.ts and reports JSON lines. */
export interface Line {
  ev: string;
  at: number;
  url?: string;
  owned?: boolean;
  connectionId?: number;
  status?: string;
  owner?: string;
  [more: string]: unknown;
}

export type Child = ChildKernel<Line>;

const coreDir = fileURLToPath(new URL('../../', import.meta.url));
const childScript = fileURLToPath(new URL('./lease-child.ts', import.meta.url));

export function childProcesses(opts: {
  leaseMs: number;
  heartbeatMs: number;
  /** another child script (default lease-child.ts) and extra environment */
  script?: string;
  env?: Record<string, string>;
}) {
  const children: Child[] = [];
  return {
    children,
    start(name: string, databaseUrl: string): Child {
      const child = spawnChild<Line>(name, opts.script ?? childScript, {
        cwd: coreDir,
        env: {
          DATABASE_URL: databaseUrl,
          CHANNEL_LEASE_MS: String(opts.leaseMs),
          CHANNEL_HEARTBEAT_MS: String(opts.heartbeatMs),
          ...opts.env,
        },
      });
      children.push(child);
      return child;
    },
    killAll: () => killChildren(children),
  };
}

export { until } from '../support/until.js';
