import { tenant } from '@balcao/core';
import { Tag } from '../tag-model.js';
import type { Caller } from '../tag-permissions.js';
import { noTag } from './find-tags.js';
import { emitTagEvent, type TagDeps } from './tag-events.js';
import { forgetTicketTags } from './ticket-tags-enricher.js';

/**
 * Holders of tags:manage only (403; the route checks it too, before anything else); 404 ERR_NO_TAG_FOUND when
 * the company has no such tag.
 */
export async function deleteTag(deps: TagDeps, caller: Caller, id: number): Promise<void> {
  deps.permissions.mustHold(caller, 'tags:manage');
  if (!(await tenant(caller.companyId)(Tag).deleteById(id))) noTag();
  forgetTicketTags(deps.cache, caller.companyId);
  emitTagEvent(deps, caller.companyId, { action: 'delete', tagId: id });
}
