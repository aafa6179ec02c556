import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A checkout the bench builds and serves: this one, or another commit in a worktree of its own. */
export interface Tree {
  label: string;
  dir: string;
}

const sh = (cmd: string, args: string[], cwd: string) => execFileSync(cmd, args, { cwd, stdio: 'inherit' });

/**
 * `commit` checked out in a worktree under the system's temp folder, installed from the package store and
 * built the way that commit builds. The folder is kept (`--fresh` rebuilds it): a second run measures at once.
 */
export function baselineTree(root: string, commit: string, fresh: boolean): Tree {
  const sha = execFileSync('git', ['rev-parse', commit], { cwd: root, encoding: 'utf8' }).trim();
  const dir = join(tmpdir(), `balcao-bench-${sha.slice(0, 10)}`);
  if (fresh && existsSync(dir)) {
    sh('git', ['worktree', 'remove', '--force', dir], root);
  }
  if (!existsSync(dir)) {
    sh('git', ['worktree', 'add', '--detach', dir, sha], root);
  }
  if (!existsSync(join(dir, 'node_modules/.modules.yaml')))
    sh('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], dir);
  buildTree(dir);
  return { label: `${commit} (${sha.slice(0, 8)})`, dir };
}

/** That tree's own front-end build: the one-pass builder where it has one, else every package in turn. */
export function buildTree(dir: string): void {
  if (existsSync(join(dir, 'shell/build/front-end/build.ts')))
    sh('pnpm', ['exec', 'tsx', 'shell/build/front-end/build.ts'], dir);
  else if (!existsSync(join(dir, 'shell/dist/index.html')) || !existsSync(join(dir, 'modules/tickets/dist')))
    sh('pnpm', ['--filter', './shell', '--filter', './modules/*', 'run', '--if-present', 'build'], dir);
}

export interface Served {
  url: string;
  stop: () => Promise<void>;
}

/** `npm start`'s server for that tree on a free port, over a fresh SQLite database with the demo seed. */
export async function serveTree(tree: Tree): Promise<Served> {
  const data = mkdtempSync(join(tmpdir(), 'balcao-bench-data-'));
  // its own process group, so stopping it stops tsx's node child too
  const child: ChildProcess = spawn(join(tree.dir, 'node_modules/.bin/tsx'), ['tools/src/serve.ts'], {
    cwd: tree.dir,
    detached: true,
    env: {
      // no Redis (a REDIS_URL of the caller's would share it; an empty one the reference's config refuses)
      ...withoutRedis(process.env),
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(data, 'bench.sqlite')}`,
      PUBLIC_DIR: join(data, 'public'),
      JWT_SECRET: randomBytes(24).toString('hex'),
      JWT_REFRESH_SECRET: randomBytes(24).toString('hex'),
      SESSION_ENCRYPTION_KEY: randomBytes(24).toString('hex'),
      // the demo's simulated contacts stay quiet while the bench counts requests
      DEMO_CHATTER_MS: String(24 * 3600_000),
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '100',
      // a production server's default payment gateway needs real keys; the bench pays nothing
      BILLING_GATEWAY: 'sandbox',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${tree.label}: no server after 180 s`)), 180_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /running at (http:\/\/\S+)/.exec(out);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`${tree.label}: server exited with ${code}`)));
  });
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
      rmSync(data, { recursive: true, force: true });
    },
  };
}

function withoutRedis(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { REDIS_URL: _redis, ...rest } = env;
  return rest;
}
