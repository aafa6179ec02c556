/**
 * Shell first-load benchmark: serves shell/dist (production build) with gzip, opens /login in
 * headless Chromium and sums the gzip bytes of every JS file the page loads before any remote.
 * Usage: pnpm exec tsx tools/bench/shell/run.ts [--build]   (budget: 300 KB gzip)
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = resolve(fileURLToPath(import.meta.url), '../../../..');
const dist = join(root, 'shell/dist');
const BUDGET_KB = 300;
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

function serve(): Promise<Server> {
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

async function main() {
  if (process.argv.includes('--build') || !existsSync(join(dist, 'index.html'))) {
    execSync('pnpm --filter @balcao/shell build', { cwd: root, stdio: 'inherit' });
  }
  const server = await serve();
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    const files = new Map<string, number>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) {
        files.set(url.pathname, gzipSync(readFileSync(join(dist, url.pathname))).length);
      }
    });
    const started = Date.now();
    await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
    await page.waitForSelector('form input[name="email"]');
    const elapsed = Date.now() - started;
    const total = [...files.values()].reduce((a, b) => a + b, 0);
    const rows = [...files.entries()].sort((a, b) => b[1] - a[1]);
    for (const [name, size] of rows.slice(0, 12))
      console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${name}`);
    console.log(`files: ${files.size}, login rendered in ${elapsed} ms`);
    const kb = total / 1024;
    console.log(
      `shell first load: ${kb.toFixed(1)} KB JS gzip (budget ${BUDGET_KB} KB) -> ${kb < BUDGET_KB ? 'PASS' : 'FAIL'}`,
    );
    process.exitCode = kb < BUDGET_KB ? 0 : 1;
  } finally {
    await browser.close();
    server.close();
  }
}

void main();
