import { tenant } from '@balcao/core';
import { QuickMessage } from '../quick-message-model.js';
import { mustShare, type Caller } from '../quick-message-permissions.js';
import type { QuickMessageChanges } from '../quick-message-schemas.js';
import type { QuickMessageDeps } from './quick-message-deps.js';
import { emitSaved } from './quick-message-events.js';
import { findEditableQuickMessage } from './find-quick-messages.js';

/**
 * Changes the given fields: 404 when the caller cannot see it, 403 when they are neither its author nor a
 * manager, or would change geral without being a manager. The author stays (Whaticket made the editor the
 * author, which took a private message away from its owner).
 */
export async function updateQuickMessage(
  deps: QuickMessageDeps,
  caller: Caller,
  id: number,
  changes: QuickMessageChanges,
): Promise<QuickMessage> {
  const current = await findEditableQuickMessage(deps, caller, id);
  mustShare(deps.permissions, caller, changes.geral, current.geral);
  const qm = await tenant(caller.companyId)(QuickMessage).patchAndFetchById(id, changes);
  emitSaved(deps, 'update', qm, current.geral);
  return qm;
}
