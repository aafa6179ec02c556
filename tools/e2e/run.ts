/**
 * End-to-end suite in real Chromium against a real kernel serving the production builds.
 * Usage: pnpm exec tsx tools/e2e/run.ts [--no-build] [--claims <dir>] [filter]
 * With `--claims <dir>`, several runs share the work: each takes the next test file nobody has claimed (an atomic
 * mkdir in that directory), so files go whole to whichever run is free, each run on its own kernel and browser.
 * Prints `N passed, N failed` last and exits non-zero on any failure.
 */
import { execSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { cspViolations, forgetRequests, launchChromium, requestTrouble, unfinishedRequests } from './browser';
import { repoRoot, startE2EKernel, type E2EKernel } from './kernel';
import { groups, type E2ETest } from './tests';

async function runOne(test: E2ETest, browser: Browser, env: E2EKernel): Promise<boolean> {
  const started = Date.now();
  cspViolations.length = 0;
  requestTrouble.length = 0;
  forgetRequests();
  try {
    await test.run({ browser, env });
    if (cspViolations.length) throw new Error(`blocked by the CSP: ${cspViolations.join(' | ')}`);
    console.log(`  ✓ ${test.name} (${Date.now() - started} ms)`);
    return true;
  } catch (error) {
    console.log(`  ✗ ${test.name} (${Date.now() - started} ms)\n    ${(error as Error).stack ?? error}`);
    const trouble = [...requestTrouble, ...unfinishedRequests()];
    if (trouble.length) console.log(`    requests:\n      ${trouble.join('\n      ')}`);
    return false;
  }
}

/** True when this run is the first to ask for the file at `index` (mkdir is atomic across processes). */
function claim(dir: string, index: number): boolean {
  try {
    mkdirSync(join(dir, String(index)));
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const args = process.argv.slice(2);
  if (!args.includes('--no-build')) {
    // what npm start builds, the way it builds it (unchanged packages skipped)
    execSync('pnpm exec tsx shell/build/front-end/build.ts', { cwd: repoRoot, stdio: 'inherit' });
  }
  const claims = args.includes('--claims') ? args[args.indexOf('--claims') + 1] : undefined;
  const filter = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--claims');
  const env = await startE2EKernel();
  const browser = await launchChromium();
  console.log(`kernel at ${env.url}`);
  let passed = 0;
  let failed = 0;
  try {
    for (const [index, group] of groups.entries()) {
      if (claims && !claim(claims, index)) continue;
      for (const test of group.filter((t) => !filter || t.name.includes(filter))) {
        if (await runOne(test, browser, env)) passed++;
        else failed++;
      }
    }
  } finally {
    await browser.close();
    await env.stop();
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
