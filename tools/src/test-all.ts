import { execFileSync, spawn } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Every suite: lint (with the front-end build beside it), then the server-side projects on SQLite (with the
 * scaffolder's check beside it, in a copy of the tree), then on MariaDB, then the browser end-to-end suite in three
 * runs sharing its files. Ends with one line `N passed, N failed[, N skipped]` summing them all.
 * `npm test -- --only lint|sqlite|mysql|scaffold|e2e` runs one.
 *
 * One suite at a time: each already keeps both cores busy (four vitest workers, three browsers). Started together
 * in a landing run they took 548 (SQLite), 1,335 (MariaDB) and 1,195 s (e2e), 32 minutes in all; each alone on a
 * quiet machine of the same two-core kind, an hour later, 100, 219 and 262 s. Every kernel's timers, pollers and
 * sockets run for as long as its file waits, so the longer waits of a crowded machine crowd it further.
 * Suites that run together write to their own log, printed whole when they end, so the output reads suite by suite.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const wants = (suite: string) => !only || only === suite;
const out = mkdtempSync(join(tmpdir(), 'balcao-tests-'));
const E2E_RUNS = Number(process.env.E2E_RUNS ?? 3);

interface Tally {
  suite: string;
  passed: number;
  failed: number;
  skipped: number;
  ok: boolean;
  /** wall-clock seconds the suite took, set by `phase` */
  seconds?: number;
}
const tallies: Tally[] = [];
const failedTally = (suite: string): Tally => ({ suite, passed: 0, failed: 1, skipped: 0, ok: false });
/** each phase's wall-clock seconds, printed again beside the counts at the end */
const phaseTimes: Array<[string, number]> = [];
// `npm test` (tools/test.mjs) installs the workspace first and says how long that took
if (process.env.BALCAO_INSTALL_SECONDS)
  phaseTimes.push(['install', Number(process.env.BALCAO_INSTALL_SECONDS)]);
const secondsSince = (t0: number) => Math.round((Date.now() - t0) / 1000);

/** Runs a command with its output in `log` (or inherited when none); resolves with its exit code. */
function run(
  cmd: string,
  args: string[],
  env: Record<string, string> = {},
  log?: string,
  cwd = root,
): Promise<number> {
  const fd = log ? openSync(log, 'a') : undefined;
  const child = spawn(cmd, args, {
    cwd,
    stdio: fd === undefined ? ['ignore', 'inherit', 'inherit'] : ['ignore', fd, fd],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve) => {
    const done = (code: number | null) => {
      if (fd !== undefined) closeSync(fd);
      resolve(code ?? 1);
    };
    child.on('error', () => done(1));
    child.on('exit', done);
  });
}

const print = (title: string, log: string) =>
  process.stdout.write(`\n=== ${title} ===\n${existsSync(log) ? readFileSync(log, 'utf8') : ''}`);

async function vitest(suite: string, env: Record<string, string>): Promise<Tally> {
  const report = join(out, `${suite}.json`);
  const log = join(out, `${suite}.log`);
  const code = await run(
    'pnpm',
    [
      'exec',
      'vitest',
      'run',
      // the API tests mostly wait (on the database, sockets, timers): four files at a time on two cores took the
      // queues plugin's from 59 s to 33 s on MariaDB and from 45 s to 25 s on SQLite. All four are kept: with
      // shared workers (vitest.config.ts) tinypool's removal of an idle one raced the pool's close at the end and
      // failed the run with "Terminating worker thread"
      '--maxWorkers=4',
      '--minWorkers=4',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env,
    log,
  );
  print(suite, log);
  if (!existsSync(report)) return failedTally(suite);
  const j = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numFailedTestSuites: number;
  };
  // a file that fails to load counts as a failure even though it ran no test
  const failed = j.numFailedTests + (j.numFailedTests === 0 ? j.numFailedTestSuites : 0);
  return {
    suite,
    passed: j.numPassedTests,
    failed,
    skipped: j.numPendingTests + j.numTodoTests,
    ok: code === 0 && failed === 0,
  };
}

/** Runs a suite that prints its own `N passed, N failed` line. */
async function counted(
  suite: string,
  cmd: string,
  args: string[],
  title = suite,
  cwd = root,
): Promise<Tally> {
  const log = join(out, `${title}.log`);
  const code = await run(cmd, args, {}, log, cwd);
  print(title, log);
  const m = /(\d+) passed, (\d+) failed(?:, (\d+) skipped)?\s*$/m.exec(readFileSync(log, 'utf8'));
  if (!m) return failedTally(suite);
  const [passed, failed, skipped] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  return { suite, passed, failed: failed || (code === 0 ? 0 : 1), skipped, ok: code === 0 && failed === 0 };
}

/** A static check (lint, formatting, types) counts as one test. */
async function check(suite: string, cmd: string, args: string[]): Promise<Tally> {
  const log = join(out, `${suite}.log`);
  const ok = (await run(cmd, args, {}, log)) === 0;
  print(suite, log);
  return { suite, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, ok };
}

/** The production builds the e2e suite serves; not a test of its own, a failure fails the e2e suite. */
async function buildFrontEnd(): Promise<boolean> {
  const log = join(out, 'front-end-build.log');
  // the same path as `npm start`: the remotes in one pass, unchanged packages skipped
  const code = await run('pnpm', ['exec', 'tsx', 'shell/build/front-end/build.ts'], {}, log);
  if (code !== 0) print('front-end build (failed)', log);
  return code === 0;
}

async function e2e(built: Promise<boolean>): Promise<Tally> {
  if (!(await built)) return failedTally('e2e-chromium');
  const claims = join(out, 'e2e-claims');
  mkdirSync(claims);
  const runs = await Promise.all(
    Array.from({ length: E2E_RUNS }, (_, i) =>
      counted(
        'e2e-chromium',
        'pnpm',
        ['exec', 'tsx', 'tools/e2e/run.ts', '--no-build', '--claims', claims],
        `e2e-chromium-${i + 1}`,
      ),
    ),
  );
  return runs.reduce((sum, t) => ({
    suite: 'e2e-chromium',
    passed: sum.passed + t.passed,
    failed: sum.failed + t.failed,
    skipped: sum.skipped + t.skipped,
    ok: sum.ok && t.ok,
  }));
}

/**
 * The scaffolder's check adds a plugin to plugins/ and relinks the workspace, which the suites beside it would see:
 * it runs in a copy of the working tree (what git tracks or would track) with its own node_modules, linked from the
 * package store the install just filled (seconds, the native SQLite build taken from pnpm's cache).
 */
async function scaffoldInCopy(): Promise<Tally> {
  const copy = mkdtempSync(join(tmpdir(), 'balcao-scaffold-'));
  const log = join(out, 'scaffold.log');
  try {
    const files = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], { cwd: root })
      .toString()
      .split('\0')
      .filter((f) => f && existsSync(join(root, f)));
    for (const f of files) cpSync(join(root, f), join(copy, f));
    if ((await run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], {}, log, copy)) !== 0) {
      print('scaffold', log);
      return failedTally('scaffold');
    }
    return await counted(
      'scaffold',
      'pnpm',
      ['exec', 'tsx', 'tools/src/create-plugin/verify-scaffold.ts'],
      'scaffold',
      copy,
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

const started = Date.now();
const phase = async (name: string, work: Array<Promise<Tally | Tally[]>>) => {
  const t0 = Date.now();
  // each suite's own time: suites of a phase run side by side and end apart
  const timed = work.map((w) =>
    w.then((t) => [t].flat().map((one) => ({ ...one, seconds: one.seconds ?? secondsSince(t0) }))),
  );
  tallies.push(...(await Promise.all(timed)).flat());
  if (!work.length) return;
  phaseTimes.push([name, secondsSince(t0)]);
  console.log(`\n--- ${name}: ${secondsSince(t0)} s`);
};

const wantsE2E = wants('e2e') && existsSync(join(root, 'tools/e2e/run.ts'));
// the build is CPU work like lint, so the two share the first minutes; the e2e runs wait for it
const buildStarted = Date.now();
const built = wantsE2E ? buildFrontEnd() : Promise.resolve(false);
if (wantsE2E) void built.then(() => phaseTimes.push(['front-end build', secondsSince(buildStarted)]));
await phase(
  'lint',
  wants('lint')
    ? [
        check('eslint', 'pnpm', ['exec', 'eslint', '.']),
        check('prettier', 'pnpm', ['exec', 'prettier', '--check', '.']),
        check('typecheck', 'node', ['tools/typecheck.mjs']),
      ]
    : [],
);
// the scaffolder's check is small (about 50 CPU-seconds) and SQLite's suite leaves a third of the cores idle
const sqlite = wants('sqlite') ? vitest('api-sqlite', { TEST_DB: 'sqlite' }) : undefined;
const scaffold = wants('scaffold') ? scaffoldInCopy() : undefined;
await phase(
  'sqlite and scaffold',
  [sqlite, scaffold].filter((w): w is Promise<Tally> => w !== undefined),
);
await phase('mariadb', wants('mysql') ? [vitest('api-mariadb', { TEST_DB: 'mysql' })] : []);
await phase('e2e', wantsE2E ? [e2e(built)] : []);

console.log(`\nall suites in ${secondsSince(started)} s`);
console.log(`phases: ${phaseTimes.map(([name, s]) => `${name} ${s} s`).join(', ')}`);
console.log('\nsuite            passed  failed  skipped   time');
for (const t of tallies)
  console.log(
    `${t.suite.padEnd(16)} ${String(t.passed).padStart(6)}  ${String(t.failed).padStart(6)}  ${String(t.skipped).padStart(7)}  ${`${t.seconds ?? 0} s`.padStart(5)}`,
  );
const sum = (k: 'passed' | 'failed' | 'skipped') => tallies.reduce((n, t) => n + t[k], 0);
const skipped = sum('skipped');
console.log(`${sum('passed')} passed, ${sum('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(tallies.every((t) => t.ok) ? 0 : 1);
