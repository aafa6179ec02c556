import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import knexFactory, { type Knex } from 'knex';
import { CHILD_WAIT_MS, until } from './until.js';

/** A kernel in a process of its own (multi-process and kill -9 tests), and the JSON lines it printed so far. */
export interface ChildKernel<L> {
  name: string;
  proc: ChildProcess;
  lines: L[];
  exited: Promise<void>;
}

/**
 * Runs `script` under node itself (not a launcher, so that SIGKILL hits the process holding the lease) with
 * INSTANCE_ID = name, collecting every stdout line that is a JSON object.
 */
export function spawnChild<L>(
  name: string,
  script: string,
  opts: { cwd: string; env?: Record<string, string> },
): ChildKernel<L> {
  const proc = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: opts.cwd,
    env: { ...process.env, INSTANCE_ID: name, ...opts.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const child: ChildKernel<L> = {
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
    for (const p of parts) if (p.startsWith('{')) child.lines.push(JSON.parse(p) as L);
  });
  return child;
}

/** kill -9 of every child still running, then waits until each has exited (a test file's afterAll). */
export async function killChildren(children: Iterable<ChildKernel<unknown>>): Promise<void> {
  const all = [...children];
  for (const c of all) if (c.proc.exitCode === null) c.proc.kill('SIGKILL');
  await Promise.all(all.map((c) => c.exited));
}

/** Whether the child's latest lease line for the connection says it owns it. */
export const ownsConnection = (
  child: ChildKernel<{ ev: string; connectionId?: number; owned?: boolean }>,
  connectionId: number,
): boolean =>
  child.lines.filter((l) => l.ev === 'lease' && l.connectionId === connectionId).at(-1)?.owned === true;

/** One connection of the test's own to a MariaDB database its child processes share, to read what they wrote. */
export const watchDatabase = (url: string): Knex =>
  knexFactory({ client: 'mysql2', connection: { uri: url }, pool: { min: 0, max: 1 } });

/** What a child kernel reporting through child-side.ts says: `ready`, `lease`, `status` and `sim-sent` lines. */
export interface KernelLine {
  ev: string;
  at: number;
  url?: string;
  connectionId?: number;
  owned?: boolean;
  status?: string;
  waMessageId?: string;
  chatId?: string;
  to?: string;
  body?: string;
}

/**
 * The child kernels of one test file, each running `script` with `cwd` as its folder (both URLs, resolved
 * against the test's `import.meta.url`) and `env` under what each start adds. `children` is the list the
 * file's shared database kills after its tests.
 */
export function childKernels<L extends KernelLine>(script: URL, cwd: URL, env: Record<string, string> = {}) {
  const children: ChildKernel<L>[] = [];
  return {
    children,
    start(name: string, more: Record<string, string> = {}): ChildKernel<L> {
      const child = spawnChild<L>(name, fileURLToPath(script), {
        cwd: fileURLToPath(cwd),
        env: { ...env, ...more },
      });
      children.push(child);
      return child;
    },
  };
}

/** Waits until the child says `ready`; the URL it serves. */
export async function readyUrl(child: ChildKernel<{ ev: string; url?: string }>): Promise<string> {
  const ready = await until(
    `${child.name} to boot`,
    () => child.lines.find((l) => l.ev === 'ready'),
    CHILD_WAIT_MS,
  );
  return ready.url!;
}

/** The messages the child's simulator accepted on the connection (its `sim-sent` lines). */
export const simSent = <L extends KernelLine>(child: ChildKernel<L>, connectionId: number): L[] =>
  child.lines.filter((l) => l.ev === 'sim-sent' && l.connectionId === connectionId);
