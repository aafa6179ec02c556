import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repository root, inheriting the terminal; exits with its code on failure. */
export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const has = (cmd, args) => spawnSync(cmd, args, { encoding: 'utf8' });

/** pnpm 10 (pnpm 11 does not run on Node 20) and the workspace's node_modules. */
export function ensureWorkspace() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 20) {
    console.error(`Balcão needs Node 20 or newer (this is ${process.version}).`);
    process.exit(1);
  }
  const pnpm = has('pnpm', ['--version']);
  if (pnpm.status !== 0 || !String(pnpm.stdout).startsWith('10.')) {
    console.log('Installing pnpm 10 ...');
    run('npm', ['install', '-g', 'pnpm@10']);
  }
  if (!existsSync(join(root, 'node_modules', '.modules.yaml')) || process.env.CI) {
    run('pnpm', ['install', '--frozen-lockfile']);
  }
}
