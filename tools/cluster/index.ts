import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import knexFactory from 'knex';
import { onDatabase } from '@balcao/core/testing';
import { startProxy } from './proxy.js';

/**
 * K kernel processes on this machine, one MariaDB database and Redis, behind a round-robin proxy: the
 * production topology in miniature, for load and chaos tests (`pnpm exec tsx tools/cluster/cli.ts 3`).
 */
export interface ClusterOptions {
  processes: number;
  /** added to (and overriding) every process's environment */
  env?: Record<string, string>;
  /** a mysql:// URL; by default a fresh database on TEST_MYSQL_URL, dropped on stop */
  database?: string;
}

export interface ClusterLine {
  ev: string;
  at: number;
  pid: number;
  connectionId?: number;
  owned?: boolean;
  [more: string]: unknown;
}

export interface ClusterProcess {
  /** where it listens, once ready (a restart binds a new port) */
  url: string;
  pid: number;
  /** the lease owner name (INSTANCE_ID) */
  owner: string;
  alive: boolean;
  /** JSON lines the process said: ready, lease {connectionId, owned}, stopped */
  lines: ClusterLine[];
}

export interface Cluster {
  /** the proxy */
  url: string;
  database: string;
  procs: ClusterProcess[];
  kill(i: number, signal?: NodeJS.Signals): Promise<void>;
  restart(i: number): Promise<void>;
  stop(): Promise<void>;
}

const toolsDir = fileURLToPath(new URL('../', import.meta.url));
const entry = fileURLToPath(new URL('./node.ts', import.meta.url));

async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
  const name = `balcao_cluster_${process.pid}_${randomBytes(3).toString('hex')}`;
  const run = async (sql: string) => {
    const k = knexFactory({ client: 'mysql2', connection: { uri: server }, pool: { min: 0, max: 1 } });
    await k.raw(sql).finally(() => k.destroy());
  };
  await run(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  return { url: onDatabase(server, name), drop: () => run(`DROP DATABASE IF EXISTS \`${name}\``) };
}

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const created = opts.database ? undefined : await freshDatabase();
  const database = opts.database ?? created!.url;
  const shared = mkdtempSync(join(tmpdir(), 'balcao-cluster-'));
  const baseEnv: Record<string, string> = {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    DATABASE_URL: database,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    JWT_SECRET: 'cluster-access-secret-0123456789',
    JWT_REFRESH_SECRET: 'cluster-refresh-secret-0123456789',
    SESSION_ENCRYPTION_KEY: 'cluster-session-key-0123456789-0123456789',
    SIM_ENABLED: 'true',
    CHANNEL_LEASE_MS: '3000',
    CHANNEL_HEARTBEAT_MS: '500',
    LOG_LEVEL: 'warn',
    // every process serves the same files, as replicas sharing a volume do
    PUBLIC_DIR: join(shared, 'public'),
    MEDIA_DIR: join(shared, 'media'),
    ADMIN_EMAIL: 'admin@cluster.test',
    ADMIN_PASSWORD: 'cluster-admin-123',
    ...opts.env,
  };

  const children: Array<{ proc: ChildProcess; exited: Promise<void> } | undefined> = [];
  const procs: ClusterProcess[] = [];

  const launch = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const owner = `proc-${i}`;
      const proc = spawn(process.execPath, ['--import', 'tsx', entry], {
        cwd: toolsDir,
        // port 0: a port picked here and bound later could be taken meanwhile by another suite's server
        env: { ...process.env, ...baseEnv, PORT: '0', INSTANCE_ID: owner },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const info: ClusterProcess = (procs[i] ??= {
        url: '',
        pid: 0,
        owner,
        alive: false,
        lines: [],
      });
      info.pid = proc.pid ?? 0;
      const exited = new Promise<void>((r) =>
        proc.once('exit', (code) => {
          info.alive = false;
          reject(new Error(`cluster process ${i} exited (${code}) before it was ready`));
          r();
        }),
      );
      children[i] = { proc, exited };
      let buffer = '';
      proc.stdout!.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const parts = buffer.split('\n');
        buffer = parts.pop()!;
        for (const p of parts) {
          // the kernel's own log (pino on stdout) passes through, at the LOG_LEVEL given
          if (!p.startsWith('{"ev"')) {
            if (p) process.stderr.write(`[${owner}] ${p}\n`);
            continue;
          }
          const line = JSON.parse(p) as ClusterLine;
          info.lines.push(line);
          if (line.ev === 'ready') {
            info.url = String(line.url);
            info.alive = true;
            resolve();
          }
        }
      });
    });

  const kill = async (i: number, signal: NodeJS.Signals = 'SIGKILL') => {
    const c = children[i];
    if (!c || c.proc.exitCode !== null || c.proc.signalCode !== null) return;
    procs[i]!.alive = false;
    c.proc.kill(signal);
    const timer = setTimeout(() => c.proc.kill('SIGKILL'), 20_000);
    await c.exited;
    clearTimeout(timer);
  };

  // the first one migrates a fresh database alone; the others boot together (the migration lock holds them)
  await launch(0);
  await Promise.all(Array.from({ length: opts.processes - 1 }, (_, k) => launch(k + 1)));
  const proxy = await startProxy(() => procs.filter((p) => p.alive).map((p) => p.url));

  return {
    url: proxy.url,
    database,
    procs,
    kill,
    async restart(i) {
      await kill(i, 'SIGTERM');
      await launch(i);
    },
    async stop() {
      await proxy.close();
      await Promise.all(procs.map((_, i) => kill(i, 'SIGTERM')));
      await created?.drop();
    },
  };
}
