import { fileURLToPath } from 'node:url';
import { CHILD_WAIT_MS, spawnChild, until, type ChildKernel } from '@balcao/core/testing';

/**
 * K product kernel processes on one database (and Redis when REDIS_URL is given), each on its own port, named
 * proc-0 … proc-{K-1} (their INSTANCE_ID, so a test can pin a connection's lease to one of them). The shape
 * follows tools/cluster's startCluster (url, procs, kill, stop) so the two are interchangeable; `url` is the
 * first process (no proxy here), and each proc also carries the JSON lines its child printed.
 */
export interface EmitLine {
  ev: string;
  at: number;
  url?: string;
  event?: string;
  body?: string;
}

export interface KernelProcess {
  name: string;
  url: string;
  pid: number;
  lines: EmitLine[];
}

export interface Processes {
  url: string;
  procs: KernelProcess[];
  kill(i: number, signal?: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

const script = fileURLToPath(new URL('./kernel-child.ts', import.meta.url));
const cwd = fileURLToPath(new URL('../', import.meta.url));

export async function startProcesses(opts: {
  processes: number;
  database: string;
  env?: Record<string, string>;
}): Promise<Processes> {
  const children: ChildKernel<EmitLine>[] = [];
  for (let i = 0; i < opts.processes; i++)
    children.push(
      spawnChild<EmitLine>(`proc-${i}`, script, {
        cwd,
        env: { DATABASE_URL: opts.database, ...opts.env },
      }),
    );
  const stopAll = async () => {
    for (const c of children) if (c.proc.exitCode === null) c.proc.kill('SIGTERM');
    const killer = setTimeout(() => {
      for (const c of children) if (c.proc.exitCode === null) c.proc.kill('SIGKILL');
    }, 5000);
    await Promise.all(children.map((c) => c.exited));
    clearTimeout(killer);
  };
  try {
    const procs: KernelProcess[] = [];
    for (const c of children) {
      const ready = await until(
        `${c.name} to boot`,
        () => c.lines.find((l) => l.ev === 'ready'),
        CHILD_WAIT_MS,
      );
      procs.push({ name: c.name, url: ready.url!, pid: c.proc.pid!, lines: c.lines });
    }
    return {
      url: procs[0]!.url,
      procs,
      async kill(i, signal = 'SIGKILL') {
        children[i]!.proc.kill(signal);
        await children[i]!.exited;
      },
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
