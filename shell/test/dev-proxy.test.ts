import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '../../core/test/support/per-file.js';
import { createServer, type ViteDevServer } from 'vite';
import helps from '../../plugins/helps/src/index.js';
import { definePlugin, route } from '../../core/src/index.js';
import { startTestKernel, type TestKernel } from '../../core/test/support/index.js';
import { devProxy } from '../build/dev-proxy.js';

/**
 * `pnpm dev`: the shell's Vite dev server in front of a real kernel. A plugin the shell has never heard of
 * is reached through it, while the shell's own files and browser navigations stay with Vite.
 */
const shellRoot = fileURLToPath(new URL('..', import.meta.url));
const brandNew = definePlugin({
  name: 'brand-new',
  setup(k) {
    route(
      k.publicRouter,
      { method: 'get', path: '/brand-new/ping', summary: 'test', auth: 'public' },
      (ctx) => {
        ctx.body = { pong: true };
      },
    );
  },
});

const t = kernelPerFile<TestKernel>(() => startTestKernel({ plugins: [helps, brandNew] }));
let vite: ViteDevServer;
let shell: string;
const json = { accept: 'application/json, text/plain, */*' };
const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

beforeAll(async () => {
  vite = await createServer({
    root: shellRoot,
    configFile: false,
    logLevel: 'silent',
    // no dependency pre-bundling: these requests need none, and it would outlive the test
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { port: 0, host: '127.0.0.1', proxy: devProxy(t.url, shellRoot) },
  });
  await vite.listen();
  const address = vite.httpServer!.address();
  shell = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await vite?.close();
});

describe("the shell's dev proxy", () => {
  it("sends a new plugin's and the kernel's routes to the kernel", async () => {
    const ping = await fetch(`${shell}/brand-new/ping`, { headers: json });
    expect(ping.status).toBe(200);
    expect(await ping.json()).toEqual({ pong: true });
    for (const path of ['/helps', '/jobs/summary', '/whatsapp']) {
      const res = await fetch(`${shell}${path}`, { headers: json });
      expect(res.status, path).toBe(401);
      expect(await res.json(), path).toEqual({ error: 'ERR_SESSION_EXPIRED' });
    }
    const login = await fetch(`${shell}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
    });
    expect(await login.json()).toEqual({ error: 'ERR_INVALID_CREDENTIALS' });
  });

  it("keeps browser navigations and the shell's own files with Vite", async () => {
    const page = await fetch(`${shell}/helps`, { headers: browser });
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('/src/main.tsx');
    expect(html).toContain('/@vite/client');
    const main = await fetch(`${shell}/src/main.tsx`);
    expect(main.status).toBe(200);
    expect(main.headers.get('content-type')).toContain('javascript');
    const icon = await fetch(`${shell}/favicon.svg`);
    expect(icon.headers.get('content-type')).toContain('image/svg');
  });

  // Vite transforms the docs page's modules on its first request: past a minute on a machine kept busy by the suites
  it("lets a browser open the kernel's own pages", async () => {
    const docs = await fetch(`${shell}/api-docs`, { headers: browser });
    expect(await docs.text()).toContain('swagger-ui');
    const document = await fetch(`${shell}/openapi.json`, { headers: browser });
    expect(((await document.json()) as { paths: object }).paths).toHaveProperty('/brand-new/ping');
  }, 240_000);
});
