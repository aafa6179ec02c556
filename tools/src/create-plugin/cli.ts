import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lockNewImporters } from './lockfile.js';
import { moduleFiles } from './module-templates.js';
import { pluginFiles, type Names } from './plugin-templates.js';

/**
 * `pnpm create-plugin NAME`: a plugin (plugins/NAME in the shape of plugins/helps: table, schemas, thin
 * tenant-scoped routes, one service per verb, a finder, real-kernel tests) and its module
 * (modules/NAME: a list page in pt/en/es) that boot and show a menu item. Then links the workspace.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));

export function names(raw: string): Names {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(raw))
    throw new Error(`"${raw}" must be kebab-case, like "price-lists"`);
  const C = raw.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
  return { n: raw, C, c: C[0]!.toLowerCase() + C.slice(1), table: raw.replace(/-/g, '_') };
}

export function scaffold(raw: string, opts: { install?: boolean } = {}): string[] {
  const nm = names(raw);
  const pluginDir = join(root, 'plugins', nm.n);
  const moduleDir = join(root, 'modules', nm.n);
  if (existsSync(pluginDir) || existsSync(moduleDir))
    throw new Error(`plugins/${nm.n} or modules/${nm.n} already exists`);
  const helpsPkg = readFileSync(join(root, 'modules', 'helps', 'package.json'), 'utf8');
  const written: string[] = [];
  for (const [dir, files] of [
    [pluginDir, pluginFiles(nm)],
    [moduleDir, moduleFiles(nm, helpsPkg)],
  ] as const) {
    for (const [file, content] of Object.entries(files)) {
      const path = join(dir, file);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, content);
      written.push(path.slice(root.length));
    }
  }
  // templates are written for reading, not to prettier's line width: the generated files pass `pnpm lint`
  spawnSync('pnpm', ['exec', 'prettier', '--write', '--log-level', 'warn', pluginDir, moduleDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (opts.install !== false) linkPackages([pluginDir, moduleDir]);
  return written;
}

/**
 * Links new workspace packages. When every dependency they declare is already locked for another package, their
 * lockfile entries are copied (lockfile.ts) and a frozen install links them: no resolution, so no registry
 * metadata, which a fresh clone's frozen install never downloaded (`--offline` then fails with
 * ERR_PNPM_NO_OFFLINE_META). Otherwise, or if pnpm rejects the copied entries, it resolves, reading metadata from
 * pnpm's cache or the registry (`--prefer-offline`; `--no-frozen-lockfile` as CI defaults pnpm to frozen).
 */
export function linkPackages(dirs: string[]) {
  const pnpm = (args: string[]) =>
    spawnSync('pnpm', ['install', '--prefer-offline', ...args], { cwd: root, stdio: 'inherit' }).status === 0;
  const lockPath = join(root, 'pnpm-lock.yaml');
  const before = readFileSync(lockPath, 'utf8');
  const locked = lockNewImporters(before, root, dirs);
  if (locked) {
    writeFileSync(lockPath, locked);
    if (pnpm(['--frozen-lockfile'])) return;
    writeFileSync(lockPath, before);
    console.log('pnpm did not take the copied lockfile entries; resolving instead');
  }
  if (!pnpm(['--no-frozen-lockfile'])) throw new Error('pnpm install failed');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const raw = process.argv[2];
  if (!raw) {
    console.error('usage: pnpm create-plugin NAME   (kebab-case, e.g. price-lists)');
    process.exit(2);
  }
  try {
    const files = scaffold(raw);
    console.log(`Created ${files.length} files:\n  ${files.join('\n  ')}\n`);
    console.log(`Next: pnpm --filter @balcao/module-${raw} build, restart the server, and run its test with`);
    console.log(`  pnpm -C plugins/${raw} test   (TEST_DB=mysql for MariaDB)`);
    console.log(
      `and give DELETE /${raw}/:id (permission ${raw}:delete) its entry in core/test/security/role-matrix.test.ts`,
    );
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
