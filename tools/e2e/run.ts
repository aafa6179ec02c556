/**
 * End-to-end suite in real Chromium against a real kernel serving the production builds.
 * Usage: pnpm exec tsx tools/e2e/run.ts [--no-build] [filter]
 * Prints `N passed, N failed` last and exits non-zero on any failure.
 */
import { execSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { cspViolations, launchChromium } from './browser';
import { repoRoot, startE2EKernel, type E2EKernel } from './kernel';
import { tests, type E2ETest } from './tests';

async function runOne(test: E2ETest, browser: Browser, env: E2EKernel): Promise<boolean> {
  const started = Date.now();
  cspViolations.length = 0;
  try {
    await test.run({ browser, env });
    if (cspViolations.length) throw new Error(`blocked by the CSP: ${cspViolations.join(' | ')}`);
    console.log(`  ✓ ${test.name} (${Date.now() - started} ms)`);
    return true;
  } catch (error) {
    console.log(`  ✗ ${test.name} (${Date.now() - started} ms)\n    ${(error as Error).stack ?? error}`);
    return false;
  }
}

async function main() {
  const args = process.argv.slice(2);
  if (!args.includes('--no-build')) {
    console.log('building shell and remotes...');
    execSync("pnpm --filter @balcao/shell --filter './modules/*' --parallel build", {
      cwd: repoRoot,
      stdio: 'ignore',
    });
  }
  const filter = args.find((a) => !a.startsWith('--'));
  const env = await startE2EKernel();
  const browser = await launchChromium();
  console.log(`kernel at ${env.url}`);
  let passed = 0;
  let failed = 0;
  try {
    for (const test of tests.filter((t) => !filter || t.name.includes(filter))) {
      if (await runOne(test, browser, env)) passed++;
      else failed++;
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
