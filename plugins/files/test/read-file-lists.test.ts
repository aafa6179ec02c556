import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { startFilesKernel, type FilesKernel } from './files-kernel.js';

const k = kernelPerFile<FilesKernel>(startFilesKernel);

beforeAll(async () => {
  // 25 lists in A, written straight to the table: the reads do not depend on the create route
  const now = new Date();
  await k.t.kernel.knex('files').insert(
    Array.from({ length: 25 }, (_, i) => ({
      companyId: k.seed.a.id,
      name: `Lista ${String(i).padStart(2, '0')}${i === 7 ? ' Promoção' : ''}`,
      message: 'm',
      createdAt: now,
      updatedAt: now,
    })),
  );
  await k.t.kernel.knex('files').insert({
    companyId: k.seed.b.id,
    name: 'Lista da B',
    message: 'm',
    createdAt: now,
    updatedAt: now,
  });
});

describe('reading file lists', () => {
  it('pages by name, 20 a page, as { files, count, hasMore }', async () => {
    const first = (await k.attendant.get('/files?pageNumber=1')).body;
    expect(first).toMatchObject({ count: 25, hasMore: true });
    expect(first.files).toHaveLength(20);
    expect(first.files[0].name).toBe('Lista 00');
    const second = (await k.attendant.get('/files?pageNumber=2')).body;
    expect(second).toMatchObject({ count: 25, hasMore: false });
    expect(second.files.map((f: { name: string }) => f.name)).toEqual([
      'Lista 20',
      'Lista 21',
      'Lista 22',
      'Lista 23',
      'Lista 24',
    ]);
  });

  it('searches names case-insensitively, in the page and in /files/list', async () => {
    const page = (await k.attendant.get('/files?searchParam=promo')).body;
    expect(page).toMatchObject({ count: 1, hasMore: false, files: [{ name: 'Lista 07 Promoção' }] });
    const list = (await k.attendant.get('/files/list?searchParam=PROMO')).body;
    expect(list.map((f: { name: string }) => f.name)).toEqual(['Lista 07 Promoção']);
    expect((await k.attendant.get('/files/list')).body).toHaveLength(25);
  });

  it("never shows another company's lists", async () => {
    expect((await k.adminB.get('/files')).body).toMatchObject({ count: 1, files: [{ name: 'Lista da B' }] });
    const aIds = (await k.attendant.get('/files/list')).body.map((f: { id: number }) => f.id);
    expect((await k.adminB.get(`/files/${aIds[0]}`)).status).toBe(404);
  });

  it('answers 404 for an id that is not a number', async () => {
    expect((await k.attendant.get('/files/abc')).status).toBe(404);
  });
});
