import { notFound, tenant, User } from '@balcao/core';
import { Tag } from '../tag-model.js';
import type { TagChanges } from '../tag-schemas.js';
import type { Caller } from '../tag-permissions.js';
import { findTag } from './find-tags.js';
import { ensureNameFree } from './tag-name.js';
import { emitTagEvent, type TagDeps } from './tag-events.js';
import { forgetTicketTags } from './ticket-tags-enricher.js';

/**
 * Changes the given fields; holders of tags:manage only (403 ERR_NO_PERMISSION; the route checks it too), a
 * tag of the company (404 ERR_NO_TAG_FOUND), a userId of the company (404 ERR_NO_USER_FOUND), a free name
 * (409).
 */
export async function updateTag(
  deps: TagDeps,
  caller: Caller,
  id: number,
  changes: TagChanges,
): Promise<Tag> {
  deps.permissions.mustHold(caller, 'tags:manage');
  const { companyId } = caller;
  const current = await findTag(companyId, id);
  if (changes.name !== undefined && changes.name !== current.name)
    await ensureNameFree(companyId, changes.name, id);
  if (changes.userId && !(await tenant(companyId)(User).findById(changes.userId)))
    throw notFound('ERR_NO_USER_FOUND');
  const tag = await tenant(companyId)(Tag).patchAndFetchById(id, changes);
  forgetTicketTags(deps.cache, companyId);
  emitTagEvent(deps, companyId, { action: 'update', tag });
  return tag;
}
