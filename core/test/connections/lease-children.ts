import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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

export interface Child {
  name: string;
  proc: ChildProcess;
  lines: Line[];
  exited: Promise<void>;
}

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
      // node itself, not pnpm or the tsx launcher, so that kill -9 hits the process that holds the lease
      const proc = spawn(process.execPath, ['--import', 'tsx', opts.script ?? childScript], {
        cwd: coreDir,
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          INSTANCE_ID: name,
          CHANNEL_LEASE_MS: String(opts.leaseMs),
          CHANNEL_HEARTBEAT_MS: String(opts.heartbeatMs),
          ...opts.env,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const child: Child = {
        name,
        proc,
        lines: [],
        exited: new Promise((r) => proc.once('exit', () => r())),
      };
      let buffer = '';
      proc.stdout!.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const parts = buffer.split('\n');
        buffer = parts.pop()!;
        for (const p of parts) if (p.startsWith('{')) child.lines.push(JSON.parse(p) as Line);
      });
      children.push(child);
      return child;
    },
    async killAll() {
      for (const c of children) if (c.proc.exitCode === null) c.proc.kill('SIGKILL');
      await Promise.all(children.map((c) => c.exited));
    },
  };
}

export { until } from '../support/until.js';
