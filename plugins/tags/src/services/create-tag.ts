import { forbidden, tenant } from '@balcao/core';
import { Tag } from '../tag-model.js';
import type { TagFields } from '../tag-schemas.js';
import type { Caller } from '../tag-permissions.js';
import { ensureNameFree } from './tag-name.js';
import { emitTagEvent, type TagDeps } from './tag-events.js';

/** Anyone creates a tag, owned by them; only a holder of tags:manage makes it a kanban lane (403). */
export async function createTag(deps: TagDeps, caller: Caller, fields: TagFields): Promise<Tag> {
  if (fields.kanban === 1 && !deps.permissions.holds(caller, 'tags:manage')) throw forbidden();
  await ensureNameFree(caller.companyId, fields.name);
  const tag = await tenant(caller.companyId)(Tag).insertAndFetch({
    name: fields.name,
    color: fields.color ?? null,
    kanban: fields.kanban ?? 0,
    userId: caller.id,
  });
  emitTagEvent(deps, caller.companyId, { action: 'create', tag });
  return tag;
}
