/**
 * Shell benchmark, two parts.
 * First load: serves shell/dist (production build) with gzip, opens /login in headless Chromium and sums the
 * gzip bytes of every JS file the page loads before any remote; next to it the same measure of a one-input
 * React 19 page built by the same Vite, and of the reference commit's shell (budget: 300 KB gzip).
 * Session: this tree and the reference commit (default: main before issue 28/30's one-pass build and lazy
 * remotes), each built its own way and served by its own `npm start` server over a fresh seeded SQLite database,
 * in the same run. For the attendant and the admin, cold (empty cache) and warm (signed out and in again, cache
 * kept): requests and bytes (headers included) from the login button to a usable ticket list, and for five more
 * screens from the menu. Targets: at most half the reference's requests and bytes after login (cold), the list
 * usable within 1.5 s.
 * Usage: pnpm exec tsx tools/bench/shell/run.ts [--first-load-only] [--against <commit>] [--fresh-baseline] [--detail]
 * (--detail lists the largest requests after the login button, list and screens, per tree and role)
 * The reference is checked out into a worktree in the temp folder and kept for the next run (--fresh-baseline
 * makes it anew).
 */
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
import { baselineTree, buildTree, serveTree, type Tree } from './trees';
import { measureSession, type Traffic, type Visit } from './session';

const here = resolve(fileURLToPath(import.meta.url), '..');
const root = resolve(here, '../../..');
const dist = join(root, 'shell/dist');
const BUDGET_KB = 300;
/** main before the one-pass build and the lazily loaded remotes (issues 28 and 30) */
const REFERENCE = '34d9e65bb032ada4c2732f6bac205f8aa67b7227';
const PASSWORD = 'balcao123';
const ROLES = [
  { role: 'attendant', email: 'atendente@demo.local' },
  { role: 'admin', email: 'admin@demo.local' },
];
const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
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

function firstLoadRow(page: string, m: { files: Map<string, number>; kb: number; ms: number }) {
  return { page, files: m.files.size, 'JS gzip KB': +m.kb.toFixed(1), 'rendered ms': m.ms };
}

async function firstLoad(browser: Browser, reference?: Tree) {
  const baselineDir = await buildBaseline();
  try {
    const baseline = await measure(browser, baselineDir, '/', 'form input[name="email"]');
    const shell = await measure(browser, dist, '/login', 'form input[name="email"]');
    const before = reference
      ? await measure(browser, join(reference.dir, 'shell/dist'), '/login', 'form input[name="email"]')
      : undefined;
    for (const [name, size] of [...shell.files.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12))
      console.log(`${(size / 1024).toFixed(1).padStart(8)} KB  ${name}`);
    console.table([
      firstLoadRow('React 19 hello page (baseline)', baseline),
      ...(before && reference ? [firstLoadRow(`shell /login at ${reference.label}`, before)] : []),
      firstLoadRow('Balcão shell /login (first load)', shell),
    ]);
    const ok = shell.kb < BUDGET_KB && (!before || shell.kb <= before.kb + 0.05);
    console.log(
      `shell first load: ${shell.kb.toFixed(1)} KB JS gzip, ${(shell.kb - baseline.kb).toFixed(1)} KB over the React baseline (budget ${BUDGET_KB} KB${before ? `, ${before.kb.toFixed(1)} KB at the reference` : ''}) -> ${ok ? 'PASS' : 'FAIL'}`,
    );
    return ok;
  } finally {
    rmSync(baselineDir, { recursive: true, force: true });
  }
}

const kb = (t: Traffic) => +(t.bytes / 1024).toFixed(1);

async function sessions(browser: Browser, trees: Tree[]) {
  const results: Array<{ tree: Tree; role: string; cold: Visit; warm: Visit }> = [];
  for (const tree of trees) {
    const server = await serveTree(tree);
    try {
      for (const { role, email } of ROLES) {
        const { cold, warm } = await measureSession(browser, server.url, { email, password: PASSWORD });
        results.push({ tree, role, cold, warm });
      }
    } finally {
      await server.stop();
    }
  }
  const rows = results.flatMap(({ tree, role, cold, warm }) =>
    (
      [
        ['cold', cold],
        ['warm', warm],
      ] as const
    ).map(([cache, v]) => ({
      tree: tree.label,
      role,
      cache,
      'login->list req': v.login.requests,
      'login->list KB': kb(v.login),
      'login->list ms': v.login.ms,
      '5 screens req': v.screens.requests,
      '5 screens KB': kb(v.screens),
    })),
  );
  console.table(rows);
  if (args.includes('--detail'))
    for (const { tree, role, cold } of results) {
      console.log(
        `${tree.label}, ${role}, cold: the largest requests after the login button (list, screens)`,
      );
      for (const r of [...cold.requests].sort((a, b) => b.bytes - a.bytes).slice(0, 25))
        console.log(`${(r.bytes / 1024).toFixed(1).padStart(8)} KB  ${new URL(r.url).pathname}`);
    }
  console.log(
    `screens visited: ${[...new Set(results.map((r) => `${r.role}: ${r.cold.paths.join(' ')}`))].join('; ')}`,
  );
  if (trees.length < 2) return true;
  let ok = true;
  for (const { role } of ROLES) {
    const [before, after] = trees.map((t) => results.find((r) => r.tree === t && r.role === role)!);
    const total = (v: Visit) => ({
      requests: v.login.requests + v.screens.requests,
      bytes: v.login.bytes + v.screens.bytes,
    });
    const [b, a] = [total(before!.cold), total(after!.cold)];
    const requests = a.requests / b.requests;
    const bytes = a.bytes / b.bytes;
    const pass = requests <= 0.5 && bytes <= 0.5 && after!.cold.login.ms < 1500;
    ok &&= pass;
    console.log(
      `${role}: after login (cold) ${a.requests} requests / ${kb(a)} KB against ${b.requests} / ${kb(b)} KB (${(requests * 100).toFixed(0)} % / ${(bytes * 100).toFixed(0)} %, target 50 %); list usable in ${after!.cold.login.ms} ms (target 1500) -> ${pass ? 'PASS' : 'FAIL'}`,
    );
  }
  return ok;
}

async function main() {
  const current: Tree = { label: 'this tree', dir: root };
  buildTree(root);
  const reference = args.includes('--first-load-only')
    ? undefined
    : baselineTree(root, option('--against') ?? REFERENCE, args.includes('--fresh-baseline'));
  const browser = await launchChromium();
  try {
    const firstOk = await firstLoad(browser, reference);
    const sessionOk = reference ? await sessions(browser, [reference, current]) : true;
    process.exitCode = firstOk && sessionOk ? 0 : 1;
  } finally {
    await browser.close();
  }
}

void main();
