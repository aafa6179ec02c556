import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.js';

describe('securityHeaders', () => {
  it("allows the built shell's inline scripts by hash and nothing else inline", async () => {
    const dist = join(mkdtempSync(join(tmpdir(), 'shell-')), 'dist');
    mkdirSync(dist);
    const inline = "\n  document.documentElement.classList.add('dark');\n";
    writeFileSync(
      join(dist, 'index.html'),
      `<html><head><script>${inline}</script><script type="module" src="/assets/main.js"></script></head></html>`,
    );
    const app = new Koa();
    app.use(securityHeaders({ shellDist: dist, sources: [] }));
    app.use((ctx) => {
      ctx.type = 'html';
      ctx.body = '<p>ok</p>';
    });
    const server = app.listen(0);
    const { port } = server.address() as { port: number };
    const csp = (await fetch(`http://127.0.0.1:${port}/`)).headers.get('content-security-policy')!;
    server.close();
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toContain("unsafe-inline'; script");
  });

  it("sends the long headers on documents only, keeps a route's own CSP, and nosniff everywhere", async () => {
    const app = new Koa();
    app.use(securityHeaders({ shellDist: '/nonexistent', sources: [] }));
    app.use((ctx) => {
      if (ctx.path === '/page') ctx.type = 'html';
      else if (ctx.path === '/stored.svg') {
        ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
        ctx.type = 'image/svg+xml';
      } else if (ctx.path === '/app.js') ctx.type = 'text/javascript';
      else ctx.type = 'json';
      ctx.body = ctx.path === '/data' ? '{}' : 'x';
    });
    const server = app.listen(0);
    const { port } = server.address() as { port: number };
    const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`).then((r) => r.headers);
    const [page, svg, script, json] = (await Promise.all(
      ['/page', '/stored.svg', '/app.js', '/data'].map(get),
    )) as [Headers, Headers, Headers, Headers];
    server.close();
    expect(page.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.get('x-frame-options')).toBe('DENY');
    expect(page.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(svg.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(svg.get('x-frame-options')).toBe('DENY');
    for (const headers of [script, json]) {
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(headers.get('content-security-policy')).toBeNull();
      expect(headers.get('x-frame-options')).toBeNull();
    }
    for (const headers of [page!, svg!]) expect(headers.get('x-content-type-options')).toBe('nosniff');
  });
});
