/**
 * The front end, built only where needed: `npm start`, `npm test`, the e2e runner and the shell bench call this.
 * The shell is one Vite build; every remote whose vite.config.ts is the kit's plain `remoteConfig` is built by one
 * more, as one bundle (bundle.vite.config.ts); a remote with a config of its own is built alone. A package whose
 * sources, lockfile and build config hash the same as when its dist/ was built (dist/.build-hash) is skipped.
 * Usage: pnpm exec tsx shell/build/front-end/build.ts [--force]
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BUNDLE_DIR, findRemotes, type RemotePackage } from './remotes';
import { contentHash, readStamp, writeStamp } from './stamp';
import { writeShim } from './shims';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The `src/contracts.ts` of each plugin a remote depends on (docs/plugins.md, "Contracts"): part of its inputs. */
function contractsOf(root: string, r: RemotePackage): string[] {
  const pkg = JSON.parse(readFileSync(join(r.dir, 'package.json'), 'utf8')) as Record<string, unknown>;
  const deps = { ...(pkg.dependencies as object), ...(pkg.devDependencies as object) };
  return Object.keys(deps)
    .filter((name) => name.startsWith('@balcao/plugin-'))
    .map((name) => join(root, 'plugins', name.slice('@balcao/plugin-'.length), 'src/contracts.ts'))
    .filter((file) => existsSync(file));
}

/** What a build of the tree reads besides each package's own folder. */
function inputs(root: string) {
  const shellDir = join(root, 'shell');
  const toolchain = ['pnpm-lock.yaml', 'tsconfig.base.json'].map((f) => join(root, f));
  // the kit's build side: what a remote's build reads of it (its run-time code comes from the shell)
  const kitBuild = [
    'package.json',
    'vite-remote.ts',
    'vite-icons.ts',
    'federation-shared.ts',
    'src/vendor',
  ].map((f) => join(root, 'modules/kit', f));
  return {
    shell: [
      ...[
        'src',
        'shared',
        'public',
        'build/icon-chunks.ts',
        'build/dev-proxy.ts',
        'index.html',
        'package.json',
        'tsconfig.json',
        'vite.config.ts',
      ].map((f) => join(shellDir, f)),
      // the kit's run-time code is bundled into the shell; of its build side the shell reads these two
      ...['src', 'package.json', 'federation-shared.ts', 'vite-icons.ts'].map((f) =>
        join(root, 'modules/kit', f),
      ),
      ...toolchain,
    ],
    remote: (r: RemotePackage) => [
      r.dir,
      ...contractsOf(root, r),
      ...kitBuild,
      ...toolchain,
      ...(r.bundled ? [join(shellDir, 'build/front-end')] : []),
    ],
  };
}

/** One Vite build still to run, and what to record once it succeeded. */
export interface Job {
  label: string;
  /** the folder `vite build` runs in, and its extra arguments */
  cwd: string;
  args: string[];
  done: () => void;
}

/**
 * Decides what to build: a package whose inputs hash as they did at its last build is skipped (and `skipped`
 * says so); the bundled remotes are one job whenever any of them changed.
 */
export function planFrontEnd(root: string, force = false): { jobs: Job[]; skipped: string[] } {
  const shellDir = join(root, 'shell');
  const { shell: shellInputs, remote: remoteInputs } = inputs(root);
  const jobs: Job[] = [];
  const skipped: string[] = [];
  const fresh = (dist: string, hash: string) => !force && readStamp(dist)?.hash === hash;

  const shellHash = contentHash(root, shellInputs);
  const shellDist = join(shellDir, 'dist');
  if (fresh(shellDist, shellHash) && existsSync(join(shellDist, 'index.html')))
    skipped.push('shell unchanged since its last build, skipped');
  else
    jobs.push({
      label: 'shell',
      cwd: shellDir,
      args: [],
      done: () => writeStamp(shellDist, { hash: shellHash }),
    });

  const remotes = findRemotes(root).map((r) => ({ ...r, hash: contentHash(root, remoteInputs(r)) }));
  const bundled = remotes.filter((r) => r.bundled);
  const bundleDir = join(root, BUNDLE_DIR);
  const bundleHash = createHash('sha256')
    .update(bundled.map((r) => `${r.name}:${r.hash}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const bundleStamp = readStamp(bundleDir);
  const bundleFresh =
    fresh(bundleDir, bundleHash) && !!bundleStamp?.entry && existsSync(join(bundleDir, bundleStamp.entry));
  if (bundled.length && !bundleFresh) {
    const changed = bundled.filter((r) => readStamp(join(r.dir, 'dist'))?.hash !== r.hash).map((r) => r.name);
    const which =
      changed.length && changed.length < bundled.length ? ` (changed: ${changed.join(', ')})` : '';
    jobs.push({
      label: `${plural(bundled.length, 'remote')} in one pass${which}`,
      cwd: shellDir,
      args: ['--config', 'build/front-end/bundle.vite.config.ts'],
      done: () => {
        // named by its hash: the remotes' entries import it, and it can be cached for good
        const entry = `remoteEntry-${bundleHash.slice(0, 10)}.js`;
        renameSync(join(bundleDir, 'remoteEntry.js'), join(bundleDir, entry));
        for (const r of bundled) writeShim(r.dir, r.name, r.hash, entry);
        writeStamp(bundleDir, { hash: bundleHash, entry });
      },
    });
  } else if (bundled.length) {
    // the bundle is current; a remote whose dist/ was replaced since (a watched dev build) gets its entry back
    const stale = bundled.filter((r) => readStamp(join(r.dir, 'dist'))?.entry !== bundleStamp!.entry);
    for (const r of stale) writeShim(r.dir, r.name, r.hash, bundleStamp!.entry!);
    const rewritten = stale.length ? ` (entries rewritten: ${stale.map((r) => r.name).join(', ')})` : '';
    skipped.push(`${plural(bundled.length, 'remote')} unchanged since their last build, skipped${rewritten}`);
  }

  for (const r of remotes.filter((x) => !x.bundled)) {
    const dist = join(r.dir, 'dist');
    if (fresh(dist, r.hash))
      skipped.push(`${r.name} (own vite config) unchanged since its last build, skipped`);
    else
      jobs.push({
        label: `${r.name} (own vite config)`,
        cwd: r.dir,
        args: [],
        done: () => writeStamp(dist, { hash: r.hash }),
      });
  }
  return { jobs, skipped };
}

function viteBuild(root: string, job: Job): Promise<void> {
  const vite = join(root, 'shell/node_modules/vite/bin/vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn', ...job.args], {
      cwd: job.cwd,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`front end: ${job.label} failed (vite exited with ${code})`)),
    );
  });
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Plans, then runs the builds two at a time (the machines this targets have two cores); the first failure fails it. */
export async function buildFrontEnd(
  opts: { root?: string; force?: boolean; log?: (line: string) => void } = {},
): Promise<void> {
  const root = opts.root ?? repoRoot;
  const log = opts.log ?? ((line: string) => console.log(line));
  const started = Date.now();
  const { jobs, skipped } = planFrontEnd(root, opts.force);
  for (const line of skipped) log(`front end: ${line}`);
  if (!jobs.length) return;
  log(`front end: building ${jobs.map((j) => j.label).join(' and ')}...`);
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const jobStarted = Date.now();
      await viteBuild(root, job);
      job.done();
      log(`front end: ${job.label} built in ${Math.round((Date.now() - jobStarted) / 1000)} s`);
    }
  };
  await Promise.all([worker(), worker()]);
  log(`front end: built in ${Math.round((Date.now() - started) / 1000)} s`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildFrontEnd({ force: process.argv.includes('--force') }).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
