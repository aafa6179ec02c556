import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '../support/per-file.js';
import { definePlugin } from '../../src/plugins/define-plugin.js';
import { route } from '../../src/http/route.js';
import { multipart } from '../../src/http/multipart.js';
import { login, seedTenants, startTestKernel, type TestKernel } from '../support/index.js';
import type { HttpClient } from '../support/http-client.js';

/** A route that takes JSON or a multipart body (Whaticket's `medias` uploads) and tells what it read. */
const uploads = definePlugin({
  name: 'upload-test',
  setup(ctx) {
    route(
      ctx.router,
      { method: 'post', path: '/upload-test', summary: 'Echo an upload (test plugin)' },
      multipart({ media: ctx.media, maxBytes: 1024, maxFiles: 2, authorize: () => undefined }),
      (koa) => {
        koa.body = {
          body: koa.request.body,
          files: (koa.request.files ?? []).map((f) => ({
            field: f.fieldname,
            name: f.originalname,
            type: f.mimetype,
            size: f.size,
            text: readFileSync(f.path, 'utf8'),
          })),
        };
      },
    );
  },
});

const t = kernelPerFile<TestKernel>(() => startTestKernel({ plugins: [uploads] }), 60_000);
let admin: HttpClient;
beforeAll(async () => {
  const seed = await seedTenants(t.kernel.knex);
  admin = await login(t, seed.a.admin.email);
}, 60_000);

const form = (files: Array<[string, string, number]>) => {
  const f = new FormData();
  f.append('body', 'Olá, segue o arquivo');
  for (const [field, name, size] of files)
    f.append(field, new Blob(['x'.repeat(size)], { type: 'text/plain' }), name);
  return f;
};

describe('multipart bodies', () => {
  it('reads text fields and files of a multipart body', async () => {
    const res = await admin.post('/upload-test', form([['medias', 'nota fiscal ção.txt', 3]]));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      body: { body: 'Olá, segue o arquivo' },
      files: [{ field: 'medias', name: 'nota fiscal ção.txt', type: 'text/plain', size: 3, text: 'xxx' }],
    });
  });

  it('leaves a JSON body as it is', async () => {
    const res = await admin.post('/upload-test', { body: 'só texto' });
    expect(res.body).toEqual({ body: { body: 'só texto' }, files: [] });
  });

  it('refuses a file over the limit with 413 and too many files with 400', async () => {
    const big = await admin.post('/upload-test', form([['medias', 'grande.txt', 2048]]));
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('ERR_MEDIA_TOO_LARGE');
    const many = await admin.post(
      '/upload-test',
      form([
        ['medias', 'a.txt', 1],
        ['medias', 'b.txt', 1],
        ['medias', 'c.txt', 1],
      ]),
    );
    expect(many.status).toBe(400);
    expect(many.body.error).toBe('ERR_INVALID_BODY');
  });
});
