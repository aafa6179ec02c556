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
      ctx.body = 'ok';
    });
    const server = app.listen(0);
    const { port } = server.address() as { port: number };
    const csp = (await fetch(`http://127.0.0.1:${port}/`)).headers.get('content-security-policy')!;
    server.close();
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toContain("unsafe-inline'; script");
  });
});
