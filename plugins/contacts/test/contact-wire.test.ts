import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { startContactsKernel, type ContactsKernel } from './contacts-kernel.js';

const k = kernelPerFile<ContactsKernel>(startContactsKernel, 60_000);

const routes: Array<[string, string]> = [
  ['GET', '/contacts'],
  ['GET', '/contacts/list'],
  ['GET', '/contacts/1'],
  ['POST', '/contacts'],
  ['POST', '/contacts/import'],
  ['PUT', '/contacts/1'],
  ['DELETE', '/contacts/1'],
];

describe('contacts on the wire', () => {
  it('answers 401 ERR_SESSION_EXPIRED to every route without a token', async () => {
    const anonymous = k.t.client();
    for (const [method, path] of routes)
      expect(
        await anonymous.request(method, path, method === 'GET' ? undefined : {}),
        `${method} ${path}`,
      ).toMatchObject({
        status: 401,
        body: { error: 'ERR_SESSION_EXPIRED' },
      });
  });

  it('documents every route in /openapi.json, with the body schemas', async () => {
    const res = await k.t.client().get('/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/contacts']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/contacts/{id}']!).sort()).toEqual(['delete', 'get', 'put']);
    expect(paths['/contacts/list']).toHaveProperty('get');
    expect(paths['/contacts/import']).toHaveProperty('post');
    expect(JSON.stringify(paths['/contacts']!.post)).toContain('extraInfo');
    expect(res.body.components?.schemas ?? {}).toBeDefined();
    expect(JSON.stringify(res.body)).toContain('ERR_CONTACT_IMPORT_FILE');
  });
});
