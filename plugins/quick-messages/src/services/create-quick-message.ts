import { tenant } from '@balcao/core';
import { QuickMessage } from '../quick-message-model.js';
import { mustShare, type Caller } from '../quick-message-permissions.js';
import type { QuickMessageFields } from '../quick-message-schemas.js';
import type { QuickMessageDeps } from './quick-message-deps.js';
import { emitSaved } from './quick-message-events.js';

/** The caller is its author; only a manager makes it general (403 ERR_NO_PERMISSION). */
export async function createQuickMessage(
  deps: QuickMessageDeps,
  caller: Caller,
  fields: QuickMessageFields,
): Promise<QuickMessage> {
  mustShare(deps.permissions, caller, fields.geral);
  const qm = await tenant(caller.companyId)(QuickMessage).insertAndFetch({
    ...fields,
    geral: fields.geral ?? false,
    status: fields.status ?? true,
    userId: caller.id,
  });
  emitSaved(deps, 'create', qm);
  return qm;
}
