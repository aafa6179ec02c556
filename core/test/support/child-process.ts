import { spawn, type ChildProcess } from 'node:child_process';
import knexFactory, { type Knex } from 'knex';

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

/** One connection of the test's own to a MariaDB database its child processes share, to read what they wrote. */
export const watchDatabase = (url: string): Knex =>
  knexFactory({ client: 'mysql2', connection: { uri: url }, pool: { min: 0, max: 1 } });
