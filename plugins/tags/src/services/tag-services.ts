import type { TagChanges, TagFields, TagListQuery, TagPageQuery } from '../tag-schemas.js';
import type { Caller } from '../tag-permissions.js';
import { createTag } from './create-tag.js';
import { deleteTag } from './delete-tag.js';
import { findTag, listKanbanTags, listTagPage, listTags, tagExists } from './find-tags.js';
import type { TagDeps } from './tag-events.js';
import { taggedTickets } from './tagged-tickets.js';
import { tagSearch } from './match-tags.js';
import { ticketsCounter } from './tickets-count.js';
import { updateTag } from './update-tag.js';

/** The services bound to the kernel: what the routes call, and what setup() returns for other plugins. */
export function tagServices(deps: TagDeps) {
  const countTickets = ticketsCounter(deps.db);
  return {
    page: (companyId: number, query: TagPageQuery) => listTagPage(countTickets, companyId, query),
    list: (companyId: number, query: TagListQuery = { searchParam: '' }) => listTags(companyId, query),
    kanban: listKanbanTags,
    /** the ids of the company's tickets carrying every one of the tags, as a subquery (campaigns' tag lists) */
    taggedTicketIds: taggedTickets(deps.db),
    /** GET /search: the tags whose name holds the words, and the tickets carrying them */
    search: tagSearch(deps),
    find: findTag,
    exists: tagExists,
    create: (caller: Caller, fields: TagFields) => createTag(deps, caller, fields),
    update: (caller: Caller, id: number, changes: TagChanges) => updateTag(deps, caller, id, changes),
    delete: (caller: Caller, id: number) => deleteTag(deps, caller, id),
  };
}

export type TagServices = ReturnType<typeof tagServices>;
