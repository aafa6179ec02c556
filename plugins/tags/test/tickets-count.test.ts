import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { newTicket, startTagsKernel, type TagsKernel } from './tags-kernel.js';
import { insertTag } from '@balcao/core/testing';

const k = kernelPerFile<TagsKernel>(startTagsKernel);

describe('ticketsCount', () => {
  it("counts each tag's tickets in the paged list, 0 for a tag without any", async () => {
    const vip = await insertTag(k.t.kernel.knex, k.seed.a.id, { name: 'VIP' });
    const novo = await insertTag(k.t.kernel.knex, k.seed.a.id, { name: 'Novo' });
    const nenhum = await insertTag(k.t.kernel.knex, k.seed.a.id, { name: 'Nenhum' });
    const [t1, t2, t3] = [
      await newTicket(k.t, k.seed.a.id),
      await newTicket(k.t, k.seed.a.id),
      await newTicket(k.t, k.seed.a.id),
    ];
    expect((await k.admin.post('/tags/sync', { ticketId: t1, tags: [{ id: vip }] })).status).toBe(200);
    expect((await k.admin.post('/tags/sync', { ticketId: t2, tags: [{ id: vip }] })).status).toBe(200);
    expect(
      (await k.admin.post('/tags/sync', { ticketId: t3, tags: [{ id: vip }, { id: novo }] })).status,
    ).toBe(200);
    const { tags } = (await k.attendant.get('/tags')).body;
    const counts = Object.fromEntries(
      tags.map((t: { id: number; ticketsCount: number }) => [t.id, t.ticketsCount]),
    );
    expect(counts).toEqual({ [vip]: 3, [novo]: 1, [nenhum]: 0 });
  });

  it('drops a deleted ticket from the count', async () => {
    const tag = await insertTag(k.t.kernel.knex, k.seed.a.id, { name: 'Passageira' });
    const ticket = await newTicket(k.t, k.seed.a.id);
    await k.admin.put(`/ticket-tags/${ticket}/${tag}`);
    const countOf = async () =>
      (await k.attendant.get('/tags?searchParam=Passageira')).body.tags[0].ticketsCount;
    expect(await countOf()).toBe(1);
    await k.t.kernel.knex('tickets').where({ id: ticket }).delete();
    expect(await countOf()).toBe(0);
  });
});
