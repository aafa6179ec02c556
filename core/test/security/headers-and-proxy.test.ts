import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '../support/per-file.js';
import helps from '@balcao/plugin-helps';
import { startTestKernel, type TestKernel } from '../support/index.js';

/** Finding 11: no security headers; HSTS only where the request came over https through a trusted proxy. */
const t = kernelPerFile<TestKernel>(() =>
  startTestKernel({ plugins: [helps], env: { NODE_ENV: 'production', TRUST_PROXY: 'true' } }),
);

describe('security headers', () => {
  it('put nosniff on API answers and errors alike, and leave the page headers to pages', async () => {
    for (const path of ['/version', '/users', '/no-such-route', '/api-docs/init.js']) {
      const res = await t.client().get(path);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBeNull();
      expect(res.headers.get('x-frame-options')).toBeNull();
    }
    const page = await t.client().get('/api-docs');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it("carry a CSP on pages that allows this origin's scripts only, plus the sources plugins declare", async () => {
    const csp = (await t.client().get('/api-docs')).headers.get('content-security-policy')!;
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toMatch(/^script-src 'self'( 'sha256-[\w+/=]+')*$/);
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-src')).toBe("frame-src 'self' https://www.youtube.com");
    expect(directive('img-src')).toContain('https://img.youtube.com');
  });

  it('add HSTS only to requests that reached the proxy over https', async () => {
    const plain = await t.client().get('/version');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const viaHttps = await t.client().request('GET', '/version', undefined, { 'x-forwarded-proto': 'https' });
    expect(viaHttps.headers.get('strict-transport-security')).toMatch(/max-age=\d+; includeSubDomains/);
  });
});
