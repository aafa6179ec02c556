import { tenant } from '@balcao/core';
import { QuickMessage } from '../quick-message-model.js';
import type { Caller } from '../quick-message-permissions.js';
import type { QuickMessageDeps } from './quick-message-deps.js';
import { emitDeleted } from './quick-message-events.js';
import { findEditableQuickMessage } from './find-quick-messages.js';

/** Its author or a manager deletes it, and its file with it. */
export async function deleteQuickMessage(deps: QuickMessageDeps, caller: Caller, id: number): Promise<void> {
  const qm = await findEditableQuickMessage(deps, caller, id);
  await tenant(caller.companyId)(QuickMessage).deleteById(id);
  if (qm.mediaId) await deps.media.remove(caller.companyId, qm.mediaId);
  emitDeleted(deps, qm);
}
