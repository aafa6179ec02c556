/**
 * Shell first-load benchmark: serves shell/dist (production build) with gzip, opens /login in
 * headless Chromium and sums the gzip bytes of every JS file the page loads before any remote.
 * Next to it, the same measure of a one-input React 19 page built by the same Vite (the baseline), in the same run.
 * Usage: pnpm exec tsx tools/bench/shell/run.ts [--build]   (budget: 300 KB gzip)
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../e2e/chromium';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

const here = resolve(fileURLToPath(import.meta.url), '..');
const root = resolve(here, '../../..');
const dist = join(root, 'shell/dist');
const BUDGET_KB = 300;
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

function serve(dist: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = join(dist, path);
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) {
      // API calls the shell makes while logged out (refresh, plans) answer 401 like the kernel would.
      if (!String(req.headers.accept).includes('text/html')) {
        res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error":"ERR_SESSION_EXPIRED"}');
        return;
      }
      file = join(dist, 'index.html');
    }
    const body = gzipSync(readFileSync(file));
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Encoding': 'gzip',
    });
    res.end(body);
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

/** Loads `path` in Chromium from a gzip server over `dist` and sums the gzip bytes of every JS file it fetched. */
async function measure(browser: Browser, dist: string, path: string, selector: string) {
  const server = await serve(dist);
  const { port } = server.address() as AddressInfo;
  try {
    const page = await browser.newPage();
    const files = new Map<string, number>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js'))
        files.set(url.pathname, gzipSync(readFileSync(join(dist, url.pathname))).length);
    });
    const started = Date.now();
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
    await page.waitForSelector(selector);
    const ms = Date.now() - started;
    await page.close();
    return { files, kb: [...files.values()].reduce((a, b) => a + b, 0) / 1024, ms };
  } finally {
    server.close();
  }
}

/** The floor: a React 19 page with one input, built by the same Vite and React plugin as the shell. */
async function buildBaseline(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'balcao-bench-baseline-'));
  await build({
    root: join(here, 'baseline'),
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, target: 'esnext' },
  });
  return outDir;
}

async function main() {
  if (process.argv.includes('--build') || !existsSync(join(dist, 'index.html'))) {
    execSync('pnpm --filter @balcao/shell build', { cwd: root, stdio: 'inherit' });
  }
  const baselineDir = await buildBaseline();
  const browser = await launchChromium();
  try {
    const baseline = await measure(browser, baselineDir, '/', 'form input[name="email"]');
    const shell = await measure(browser, dist, '/login', 'form input[name="email"]');
    for (const [name, size] of [...shell.files.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12))
      console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${name}`);
    console.table([
      {
        page: 'React 19 hello page (baseline)',
        files: baseline.files.size,
        'JS gzip KB': +baseline.kb.toFixed(1),
        'rendered ms': baseline.ms,
      },
      {
        page: 'Balcão shell /login (first load)',
        files: shell.files.size,
        'JS gzip KB': +shell.kb.toFixed(1),
        'rendered ms': shell.ms,
      },
    ]);
    const ok = shell.kb < BUDGET_KB;
    console.log(
      `shell first load: ${shell.kb.toFixed(1)} KB JS gzip, ${(shell.kb - baseline.kb).toFixed(1)} KB over the React baseline (budget ${BUDGET_KB} KB) -> ${ok ? 'PASS' : 'FAIL'}`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser.close();
    rmSync(baselineDir, { recursive: true, force: true });
  }
}

void main();
