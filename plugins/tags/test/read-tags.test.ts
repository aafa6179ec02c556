import { beforeAll, describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { startTagsKernel, type TagsKernel } from './tags-kernel.js';
import { insertTag } from '@balcao/core/testing';

const k = kernelPerFile<TagsKernel>(startTagsKernel);

beforeAll(async () => {
  const a = k.seed.a.id;
  // 25 tags, so the list has a second page; names sort as Tag 01 .. Tag 25
  for (let i = 1; i <= 25; i++)
    await insertTag(k.t.kernel.knex, a, { name: `Tag ${String(i).padStart(2, '0')}` });
  await insertTag(k.t.kernel.knex, a, { name: 'Cliente VIP', color: '#ff0000', kanban: 1 });
  await insertTag(k.t.kernel.knex, a, { name: 'Aguardando pagamento', color: '#00ff00', kanban: 1 });
  await insertTag(k.t.kernel.knex, k.seed.b.id, { name: 'Cliente da B', kanban: 1 });
});

describe('reading tags', () => {
  it('pages 20 tags by name with count and hasMore, each with a ticketsCount (0 before tickets exist)', async () => {
    const first = await k.attendant.get('/tags/');
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(27);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.tags).toHaveLength(20);
    expect(first.body.tags.slice(0, 3).map((t: { name: string }) => t.name)).toEqual([
      'Aguardando pagamento',
      'Cliente VIP',
      'Tag 01',
    ]);
    expect(first.body.tags[1]).toMatchObject({
      name: 'Cliente VIP',
      color: '#ff0000',
      kanban: 1,
      ticketsCount: 0,
    });

    const second = await k.attendant.get('/tags?pageNumber=2');
    expect(second.body).toMatchObject({ count: 27, hasMore: false });
    expect(second.body.tags.map((t: { name: string }) => t.name)).toEqual(
      ['19', '20', '21', '22', '23', '24', '25'].map((n) => `Tag ${n}`),
    );
  });

  it('searches names without regard to case, and only the caller company', async () => {
    const res = await k.attendant.get('/tags?searchParam=CLIENTE');
    expect(res.body).toMatchObject({ count: 1, hasMore: false, tags: [{ name: 'Cliente VIP' }] });
    expect((await k.attendant.get('/tags?searchParam=nada%20disso')).body).toEqual({
      tags: [],
      count: 0,
      hasMore: false,
    });
  });

  it('lists every tag at /tags/list and the kanban lanes at /tags/kanban as { lista }', async () => {
    const list = await k.attendant.get('/tags/list');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(27);
    expect((await k.attendant.get('/tags/list?searchParam=vip')).body).toEqual([
      expect.objectContaining({ name: 'Cliente VIP' }),
    ]);
    const kanban = await k.attendant.get('/tags/kanban');
    expect(kanban.status).toBe(200);
    expect(kanban.body.lista.map((t: { name: string }) => t.name)).toEqual([
      'Cliente VIP',
      'Aguardando pagamento',
    ]);
  });

  it('answers one tag, 404 ERR_NO_TAG_FOUND for a missing one, and refuses a bad page number', async () => {
    const { tags } = (await k.attendant.get('/tags?searchParam=vip')).body;
    expect((await k.attendant.get(`/tags/${tags[0].id}`)).body).toMatchObject({ id: tags[0].id, kanban: 1 });
    expect(await k.attendant.get('/tags/999999')).toMatchObject({
      status: 404,
      body: { error: 'ERR_NO_TAG_FOUND' },
    });
    expect((await k.attendant.get('/tags?pageNumber=0')).status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await k.t.client().get('/tags')).status).toBe(401);
  });
});
