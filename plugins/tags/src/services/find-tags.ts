import { notFound, pageOf, tenant } from '@balcao/core';
import type { TagPage } from '../contracts.js';
import { Tag } from '../tag-model.js';
import type { TagListQuery, TagPageQuery } from '../tag-schemas.js';
import type { TicketsCounter } from './tickets-count.js';

/** Whaticket's page size for tags. */
export const TAG_PAGE_SIZE = 20;

const named = (companyId: number, searchParam: string) => {
  const q = tenant(companyId)(Tag);
  const term = searchParam.trim().toLowerCase();
  if (term) q.whereRaw('LOWER(tags.name) LIKE ?', [`%${term}%`]);
  return q;
};

/** One page of the company's tags by name, each with its ticketsCount: `{ tags, count, hasMore }`. */
export async function listTagPage(
  countTickets: TicketsCounter,
  companyId: number,
  { searchParam, pageNumber }: TagPageQuery,
) {
  const page = await pageOf(
    () => named(companyId, searchParam),
    pageNumber,
    TAG_PAGE_SIZE,
    (q) => q.orderBy('tags.name').orderBy('tags.id'),
  );
  const tags = page.rows;
  const counts = await countTickets(
    companyId,
    tags.map((t) => t.id),
  );
  for (const tag of tags) tag.ticketsCount = counts.get(tag.id) ?? 0;
  return { tags, count: page.count, hasMore: page.hasMore } satisfies TagPage;
}

/** Every tag of the company by name (the tag pickers' list). */
export async function listTags(companyId: number, { searchParam }: TagListQuery): Promise<Tag[]> {
  return await named(companyId, searchParam).orderBy('tags.name').orderBy('tags.id');
}

/** The kanban board's lanes: the company's tags marked kanban, in creation order. */
export async function listKanbanTags(companyId: number): Promise<Tag[]> {
  return await tenant(companyId)(Tag).where('kanban', 1).orderBy('tags.id');
}

/** One of the company's tags; another company's is as missing as one that never was. */
export async function findTag(companyId: number, id: number): Promise<Tag> {
  return (await tenant(companyId)(Tag).findById(id)) ?? noTag();
}

/** whether `id` is one of the company's tags (a campaign's tag list names one) */
export async function tagExists(companyId: number, id: number): Promise<boolean> {
  return Boolean(await tenant(companyId)(Tag).findById(id).select('id'));
}

export function noTag(): never {
  throw notFound('ERR_NO_TAG_FOUND');
}
