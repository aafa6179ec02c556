/**
 * `pnpm dev`: the kernel (tsx watch) on :8080, every remote rebuilt on change (vite build --watch,
 * served by the kernel at /remotes/<name>/) and the shell on Vite's dev server with live reload at
 * http://localhost:5173, proxying the API, /remotes and socket.io to the kernel.
 * Env: PORT (kernel, 8080), SHELL_PORT (5173); dev secrets are filled in when unset.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../../..');
const kernelPort = process.env.PORT ?? '8080';
const env = {
  ...process.env,
  PORT: kernelPort,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  JWT_SECRET: process.env.JWT_SECRET ?? 'dev-access-secret-change-me',
  JWT_REFRESH_SECRET: process.env.JWT_REFRESH_SECRET ?? 'dev-refresh-secret-change-me',
  SESSION_ENCRYPTION_KEY: process.env.SESSION_ENCRYPTION_KEY ?? 'dev-session-key-change-me-0123456789',
  BALCAO_KERNEL_URL: `http://localhost:${kernelPort}`,
};
const children: ChildProcess[] = [];

function run(name: string, command: string, args: string[], cwd = root): void {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  const forward = (chunk: Buffer) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, prefix));
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  child.on('exit', (code) => console.log(`${prefix}exited with ${code}`));
  children.push(child);
}

/** Remotes are the modules/* packages with a build script (the kit has none). */
function remotes(): string[] {
  const dir = join(root, 'modules');
  return readdirSync(dir).filter((name) => {
    const pkg = join(dir, name, 'package.json');
    return (
      existsSync(pkg) &&
      Boolean((JSON.parse(readFileSync(pkg, 'utf8')) as { scripts?: { build?: string } }).scripts?.build)
    );
  });
}

const vite = join(root, 'shell/node_modules/.bin/vite');
run('kernel', join(root, 'node_modules/.bin/tsx'), ['watch', '--clear-screen=false', 'core/src/main.ts']);
for (const name of remotes())
  run(name, vite, ['build', '--watch', '--logLevel', 'warn'], join(root, 'modules', name));
run('shell', vite, ['--strictPort'], join(root, 'shell'));
console.log(
  `Balcão dev: shell http://localhost:${process.env.SHELL_PORT ?? 5173} -> kernel http://localhost:${kernelPort}`,
);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
