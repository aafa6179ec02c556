#!/usr/bin/env node
// Type-checks the workspace in a few programs instead of one per package: every plugin with the plugins' usual
// tsconfig is checked by one program (tsconfig.plugins.json), every module with the modules' usual tsconfig by
// another (tsconfig.modules.json), so core's and the kit's types are read twice rather than forty times (about
// 15 s against 5 minutes for the plugins). A package whose tsconfig differs from its kind's usual one is checked
// on its own. Unlike per-package checks, one program sees every package's declaration merging at once.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = join(root, 'node_modules/.bin/tsc');
const usual = {
  plugins: { extends: '../../tsconfig.base.json', include: ['src', 'test', 'vitest.config.ts'] },
  modules: JSON.parse(readFileSync(join(root, 'modules/helps/tsconfig.json'), 'utf8')),
};
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

const projects = ['core', 'core/packages/agenda-knex-backend', 'tools', 'shell', 'modules/kit'];
for (const kind of ['plugins', 'modules']) {
  projects.push(`tsconfig.${kind}.json`);
  for (const name of readdirSync(join(root, kind))) {
    const config = join(root, kind, name, 'tsconfig.json');
    if (name === 'kit' || !existsSync(config)) continue;
    const own = JSON.parse(readFileSync(config, 'utf8'));
    // src-only plugins (no tests yet) are covered by the plugins' program too
    const covered = same(own, usual[kind]) || (kind === 'plugins' && same(own.include, ['src']));
    if (!covered) projects.push(`${kind}/${name}`);
  }
}

function check(project) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(tsc, ['--noEmit', '-p', project], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? '✓' : '✗'} ${project} (${seconds} s)\n${code === 0 ? '' : out}`);
      resolve(code === 0);
    });
  });
}

// two at a time: each program is single-threaded and the machines this runs on have two cores
const queue = [...projects];
const results = [];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) results.push(await check(queue.shift()));
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
