import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTag, startTagsKernel, type TagsKernel } from './tags-kernel.js';

/**
 * ticketsCount once `ticket_tags` exists (the tickets work adds it): made here by hand, before the first list,
 * with the columns that table will have.
 */
let k: TagsKernel;

beforeAll(async () => {
  k = await startTagsKernel();
  await k.t.kernel.knex.schema.createTable('ticket_tags', (t) => {
    t.integer('ticket_id').notNullable();
    t.integer('tag_id').notNullable();
  });
});
afterAll(() => k?.t.stop());

describe('ticketsCount', () => {
  it("counts each tag's tickets in the paged list, 0 for a tag without any", async () => {
    const vip = await insertTag(k.t, k.seed.a.id, { name: 'VIP' });
    const novo = await insertTag(k.t, k.seed.a.id, { name: 'Novo' });
    const nenhum = await insertTag(k.t, k.seed.a.id, { name: 'Nenhum' });
    await k.t.kernel.knex('ticket_tags').insert([
      { ticketId: 1, tagId: vip },
      { ticketId: 2, tagId: vip },
      { ticketId: 3, tagId: vip },
      { ticketId: 3, tagId: novo },
    ]);
    const { tags } = (await k.attendant.get('/tags')).body;
    const counts = Object.fromEntries(
      tags.map((t: { id: number; ticketsCount: number }) => [t.id, t.ticketsCount]),
    );
    expect(counts).toEqual({ [vip]: 3, [novo]: 1, [nenhum]: 0 });
  });
});
