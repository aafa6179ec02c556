import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import type { Caller, TagServices } from '../src/index.js';
import { startTagsKernel, type TagsKernel } from './tags-kernel.js';

const k = kernelPerFile<TagsKernel>(startTagsKernel);
let tags: TagServices;

beforeAll(async () => {
  // what another plugin gets with ctx.services<TagServices>('tags')
  tags = k.t.kernel.plugins.services.get('tags') as TagServices;
});

describe('tag services, called without HTTP (by a job or another plugin)', () => {
  it('write the rows the routes answer, within the caller company and its rules', async () => {
    const { a, b } = k.seed;
    const admin: Caller = { id: a.admin.id, companyId: a.id, profile: 'admin', super: false };
    const attendant: Caller = { id: a.user.id, companyId: a.id, profile: 'user', super: false };
    const tag = await tags.create(admin, { name: 'Por serviço', kanban: 1 });
    expect((await k.attendant.get(`/tags/${tag.id}`)).body).toMatchObject({ name: 'Por serviço', kanban: 1 });
    expect((await tags.kanban(a.id)).map((t) => t.id)).toEqual([tag.id]);
    await expect(tags.find(b.id, tag.id)).rejects.toMatchObject({ status: 404, code: 'ERR_NO_TAG_FOUND' });
    await expect(tags.delete(attendant, tag.id)).rejects.toMatchObject({
      status: 403,
      code: 'ERR_NO_PERMISSION',
    });
    await tags.delete(admin, tag.id);
    expect((await k.attendant.get(`/tags/${tag.id}`)).status).toBe(404);
  });
});
