import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { planFrontEnd } from '../build/front-end/build.js';
import { findRemotes } from '../build/front-end/remotes.js';

/**
 * Issue 28: `npm start` builds the remotes in one pass and skips what has not changed since its last build. The
 * plan is checked on a small tree of its own; running a job's `done` stands for its Vite build having succeeded.
 */
let root: string;
const write = (path: string, body = path) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), body);
};
const plainConfig = (name: string) =>
  `export default defineConfig(remoteConfig('${name}', { react, federation }));\n`;
const remote = (name: string, config = plainConfig(name)) => {
  write(`modules/${name}/package.json`, JSON.stringify({ scripts: { build: 'vite build' } }));
  write(`modules/${name}/vite.config.ts`, config);
  write(`modules/${name}/src/index.tsx`, `export default '${name}';`);
};
/** Runs every job of a plan as if its build succeeded, writing what the build would have written. */
function build() {
  const { jobs } = planFrontEnd(root);
  for (const job of jobs) {
    if (job.cwd.endsWith('shell') && !job.args.length) write('shell/dist/index.html');
    if (job.args.includes('build/front-end/bundle.vite.config.ts')) write('build/remotes/remoteEntry.js');
    job.done();
  }
  return jobs.map((j) => j.label);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'front-end-'));
  for (const f of ['pnpm-lock.yaml', 'tsconfig.base.json', 'shell/index.html', 'shell/src/main.tsx'])
    write(f);
  write('shell/build/front-end/bundle.vite.config.ts');
  write('modules/kit/package.json', '{}');
  write('modules/kit/vite-remote.ts');
  write('modules/kit/src/index.ts');
  remote('helps');
  remote('tags');
  remote(
    'dashboard',
    `export default defineConfig({ ...remoteConfig('dashboard', { react, federation }), resolve: {} });\n`,
  );
});

describe('the front-end build plan', () => {
  it('bundles the remotes with the plain config, builds the others alone, and skips all of it the second time', () => {
    expect(findRemotes(root).map((r) => [r.name, r.bundled])).toEqual([
      ['dashboard', false],
      ['helps', true],
      ['tags', true],
    ]);
    expect(build()).toEqual(['shell', '2 remotes in one pass', 'dashboard (own vite config)']);
    const stamp = JSON.parse(readFileSync(join(root, 'build/remotes/.build-hash'), 'utf8')) as {
      entry: string;
    };
    expect(existsSync(join(root, 'build/remotes', stamp.entry))).toBe(true);
    const shim = readFileSync(join(root, 'modules/helps/dist/remoteEntry.js'), 'utf8');
    expect(shim).toContain(`from '/remotes/_bundle/${stamp.entry}'`);
    expect(shim).toContain("module === './module' ? './helps' : module");

    const again = planFrontEnd(root);
    expect(again.jobs).toEqual([]);
    expect(again.skipped).toEqual([
      'shell unchanged since its last build, skipped',
      '2 remotes unchanged since their last build, skipped',
      'dashboard (own vite config) unchanged since its last build, skipped',
    ]);
  });

  it('rebuilds only what a change reaches', () => {
    build();
    write('modules/helps/src/index.tsx', 'changed');
    expect(build()).toEqual(['2 remotes in one pass (changed: helps)']);
    // the kit's run-time code is the shell's to carry: the remotes take it from the shell
    write('modules/kit/src/index.ts', 'changed');
    expect(build()).toEqual(['shell']);
    write('modules/kit/vite-remote.ts', 'changed');
    expect(build()).toEqual(['2 remotes in one pass', 'dashboard (own vite config)']);
    write('pnpm-lock.yaml', 'changed');
    expect(build()).toEqual(['shell', '2 remotes in one pass', 'dashboard (own vite config)']);
    // output folders and installed packages are not sources
    write('modules/tags/node_modules/x/index.js');
    write('shell/dist/extra.js');
    expect(build()).toEqual([]);
  });

  it('gives a remote its entry back when its dist/ was replaced, without building', () => {
    build();
    rmSync(join(root, 'modules/tags/dist'), { recursive: true });
    write('modules/tags/dist/remoteEntry.js', 'a standalone dev build');
    const { jobs, skipped } = planFrontEnd(root);
    expect(jobs).toEqual([]);
    expect(skipped[1]).toBe('2 remotes unchanged since their last build, skipped (entries rewritten: tags)');
    expect(readFileSync(join(root, 'modules/tags/dist/remoteEntry.js'), 'utf8')).toContain("'./tags'");
  });

  it('rebuilds everything when forced', () => {
    build();
    expect(planFrontEnd(root, true).jobs.map((j) => j.label)).toEqual([
      'shell',
      '2 remotes in one pass',
      'dashboard (own vite config)',
    ]);
  });
});
