import type { Knex } from 'knex';
import type { PluginContext, Realtime, TenantDb } from '@balcao/core';
import type { Tag } from '../tag-model.js';
import type { TagsCache } from './ticket-tags-enricher.js';

/** Whaticket's `tag` event, as `company-{id}-tag`: every signed-in user of the company hears it. */
export type TagEvent = { action: 'create' | 'update'; tag: Tag } | { action: 'delete'; tagId: number };

/** What a tag service needs from the kernel; passed in, so jobs and other plugins can call the services. */
export interface TagDeps {
  realtime: Pick<Realtime, 'emitToCompany'>;
  /** the company's rows of `ticket_tags`, for ticketsCount */
  db: TenantDb;
  /** the dialect and the full-text tables a search reads (match-tags.ts) */
  knex: Knex;
  /** the kernel's permissions: `tags:manage` (permissions.ts) for a kanban lane, a change, a delete */
  permissions: Pick<PluginContext['permissions'], 'holds' | 'mustHold'>;
  /** the tickets' tags as served (ticket-tags-enricher.ts): dropped when a tag changes */
  cache: TagsCache;
}

export function emitTagEvent({ realtime }: TagDeps, companyId: number, event: TagEvent) {
  realtime.emitToCompany(companyId, 'tag', event);
}
