import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { linkPackages, scaffold } from './cli.js';
import { lockNewImporters } from './lockfile.js';

/**
 * The scaffolder's own check, run by `npm test`: generate a pair, run its generated test, type-check both, build the
 * remote, then remove everything and restore the lockfile. Prints `N passed, N failed`.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const name = 'zz-scaffold-check';
const lock = join(root, 'pnpm-lock.yaml');
const backup = join(root, 'node_modules', '.scaffold-lock-backup.yaml');
let passed = 0;
let failed = 0;
const step = (label: string, ok: boolean) => {
  console.log(`${ok ? '✓' : '✗'} ${label}`);
  if (ok) passed++;
  else failed++;
};
const run = (cmd: string, args: string[], env: Record<string, string> = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

copyFileSync(lock, backup);
try {
  scaffold(name, { install: false });
  const dirs = [join(root, 'plugins', name), join(root, 'modules', name)];
  step(
    'every dependency of the pair is locked already (links with no registry metadata)',
    lockNewImporters(readFileSync(lock, 'utf8'), root, dirs) !== undefined,
  );
  linkPackages(dirs);
  // the shape of plugins/helps: schemas, thin routes, a service per verb, a finder, its own tests
  const shape = [
    'src/index.ts',
    'src/routes.ts',
    'src/permissions.ts',
    `src/${name}-schemas.ts`,
    ...['create', 'update', 'delete'].map((verb) => `src/services/${verb}-${name}-item.ts`),
    `src/services/find-${name}-items.ts`,
    `test/${name}-routes.test.ts`,
    `test/${name}-services.test.ts`,
    'node_modules/@balcao/core',
  ];
  step(
    'scaffolds plugins/ (in the shape of plugins/helps) and modules/ and links them',
    shape.every((file) => existsSync(join(root, 'plugins', name, file))),
  );
  step(
    'generated plugin test passes',
    run('pnpm', ['exec', 'vitest', 'run', `plugins/${name}/`], { TEST_DB: 'sqlite' }),
  );
  step('plugin type-checks', run('pnpm', ['--filter', `@balcao/plugin-${name}`, 'typecheck']));
  step('module type-checks', run('pnpm', ['--filter', `@balcao/module-${name}`, 'typecheck']));
  step(
    'module builds a remoteEntry.js',
    run('pnpm', ['--filter', `@balcao/module-${name}`, 'build']) &&
      existsSync(join(root, 'modules', name, 'dist', 'remoteEntry.js')),
  );
} catch (err) {
  console.error(err);
  step('scaffold', false);
} finally {
  rmSync(join(root, 'plugins', name), { recursive: true, force: true });
  rmSync(join(root, 'modules', name), { recursive: true, force: true });
  copyFileSync(backup, lock);
  run('pnpm', ['install', '--prefer-offline', '--frozen-lockfile']);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
