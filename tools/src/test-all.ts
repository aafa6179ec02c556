import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Every suite, one after another: the server-side projects on SQLite, again on MariaDB, then the browser
 * end-to-end suite. Ends with one line `N passed, N failed[, N skipped]` summing them all.
 * `npm test -- --only lint|sqlite|mysql|scaffold|e2e` runs one of them.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const out = mkdtempSync(join(tmpdir(), 'balcao-tests-'));

interface Tally {
  suite: string;
  passed: number;
  failed: number;
  skipped: number;
  ok: boolean;
}
const tallies: Tally[] = [];

function vitest(suite: string, env: Record<string, string>) {
  const report = join(out, `${suite}.json`);
  const r = spawnSync(
    'pnpm',
    [
      'exec',
      'vitest',
      'run',
      // the API tests mostly wait (on the database, sockets, timers): four files at a time on two cores took the
      // queues plugin's from 59 s to 33 s on MariaDB and from 45 s to 25 s on SQLite
      '--maxWorkers=4',
      '--minWorkers=1',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  if (!existsSync(report)) return tallies.push({ suite, passed: 0, failed: 1, skipped: 0, ok: false });
  const j = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numFailedTestSuites: number;
  };
  // a file that fails to load counts as a failure even though it ran no test
  const failed = j.numFailedTests + (j.numFailedTests === 0 ? j.numFailedTestSuites : 0);
  tallies.push({
    suite,
    passed: j.numPassedTests,
    failed,
    skipped: j.numPendingTests + j.numTodoTests,
    ok: r.status === 0 && failed === 0,
  });
}

/** Runs a suite that prints its own `N passed, N failed` line. */
function counted(suite: string, cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(r.stdout ?? '');
  const m = /(\d+) passed, (\d+) failed(?:, (\d+) skipped)?\s*$/m.exec(r.stdout ?? '');
  if (!m) return tallies.push({ suite, passed: 0, failed: 1, skipped: 0, ok: false });
  const [passed, failed, skipped] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  tallies.push({
    suite,
    passed,
    failed: failed || (r.status === 0 ? 0 : 1),
    skipped,
    ok: r.status === 0 && failed === 0,
  });
}

/** A static check (lint, formatting, types) counts as one test; the checks run side by side. */
function check(suite: string, cmd: string, args: string[]): Promise<void> {
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: process.env });
  return new Promise((resolve) => {
    const done = (code: number | null) => {
      const ok = code === 0;
      tallies.push({ suite, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, ok });
      resolve();
    };
    child.on('error', () => done(1));
    child.on('exit', done);
  });
}

if (!only || only === 'lint') {
  await Promise.all([
    check('eslint', 'pnpm', ['exec', 'eslint', '.']),
    check('prettier', 'pnpm', ['exec', 'prettier', '--check', '.']),
    check('typecheck', 'pnpm', ['-r', '--workspace-concurrency=2', 'typecheck']),
  ]);
}
if (!only || only === 'sqlite') vitest('api-sqlite', { TEST_DB: 'sqlite' });
if (!only || only === 'mysql') vitest('api-mariadb', { TEST_DB: 'mysql' });
if (!only || only === 'scaffold')
  counted('scaffold', 'pnpm', ['exec', 'tsx', 'tools/src/create-plugin/verify-scaffold.ts']);
if ((!only || only === 'e2e') && existsSync(join(root, 'tools/e2e/run.ts')))
  counted('e2e-chromium', 'pnpm', ['exec', 'tsx', 'tools/e2e/run.ts']);

console.log('\nsuite            passed  failed  skipped');
for (const t of tallies)
  console.log(
    `${t.suite.padEnd(16)} ${String(t.passed).padStart(6)}  ${String(t.failed).padStart(6)}  ${String(t.skipped).padStart(7)}`,
  );
const sum = (k: 'passed' | 'failed' | 'skipped') => tallies.reduce((n, t) => n + t[k], 0);
const skipped = sum('skipped');
console.log(`${sum('passed')} passed, ${sum('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(tallies.every((t) => t.ok) ? 0 : 1);
