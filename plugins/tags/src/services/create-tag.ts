import { scoped } from '@balcao/core';
import { Tag } from '../tag-model.js';
import type { TagFields } from '../tag-schemas.js';
import { mustManageTags, type Caller } from '../tag-permissions.js';
import { ensureNameFree } from './tag-name.js';
import { emitTagEvent, type TagDeps } from './tag-events.js';

/** Anyone creates a tag, owned by them; only a manager makes it a kanban lane (403 ERR_NO_PERMISSION). */
export async function createTag(deps: TagDeps, caller: Caller, fields: TagFields): Promise<Tag> {
  if (fields.kanban === 1) mustManageTags(caller);
  await ensureNameFree(caller.companyId, fields.name);
  const tag = await scoped(Tag, caller.companyId).insertAndFetch({
    name: fields.name,
    color: fields.color ?? null,
    kanban: fields.kanban ?? 0,
    userId: caller.id,
  });
  emitTagEvent(deps, caller.companyId, { action: 'create', tag });
  return tag;
}
