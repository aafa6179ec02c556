import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticFiles } from './static-files.js';

/** Issue 30 item 10: a reload must not fetch every remote entry again in full. */
let base: string;
let server: ReturnType<Koa['listen']>;

beforeAll(() => {
  const root = mkdtempSync(join(tmpdir(), 'static-'));
  const write = (path: string, body: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), body);
  };
  write('shell/dist/index.html', '<html></html>');
  write('modules/helps/dist/remoteEntry.js', 'export const get = () => 1;');
  write('build/remotes/remoteEntry-0123456789.js', 'export const init = () => 1;');
  write('build/remotes/__federation_expose_Helps-abcd1234.js', 'export default 1;');
  const app = new Koa();
  app.use(staticFiles({ rootDir: root, publicDir: join(root, 'public') }));
  server = app.listen(0);
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => server?.close());

describe('static files', () => {
  it('revalidate remote entries and the shell page: an unchanged one answers 304 without a body', async () => {
    for (const [path, accept] of [
      ['/remotes/helps/remoteEntry.js', '*/*'],
      ['/tickets', 'text/html'],
    ] as const) {
      const first = await fetch(base + path, { headers: { accept } });
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers.get('last-modified')).toBeTruthy();
      // as a browser revalidates: Node's fetch would add `Cache-Control: no-cache`, which is never answered 304
      const again = await fetch(base + path, {
        headers: { accept, 'if-none-match': etag, 'cache-control': 'max-age=0' },
      });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      const since = await fetch(base + path, {
        headers: {
          accept,
          'if-modified-since': first.headers.get('last-modified')!,
          'cache-control': 'max-age=0',
        },
      });
      expect(since.status).toBe(304);
    }
  });

  it('serve the one-pass bundle of the remotes, hashed files cached for good', async () => {
    for (const file of ['remoteEntry-0123456789.js', '__federation_expose_Helps-abcd1234.js']) {
      const res = await fetch(`${base}/remotes/_bundle/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toContain('immutable');
    }
  });
});
