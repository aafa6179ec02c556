import { tenant } from '@balcao/core';
import { QuickMessage } from '../quick-message-model.js';
import type { Caller } from '../quick-message-permissions.js';
import type { QuickMessageDeps } from './quick-message-deps.js';
import { emitSaved } from './quick-message-events.js';
import { findEditableQuickMessage } from './find-quick-messages.js';

/** Drops the attachment and its file; a quick message without one stays as it is. Author or manager only. */
export async function removeQuickMessageMedia(
  deps: QuickMessageDeps,
  caller: Caller,
  id: number,
): Promise<QuickMessage> {
  const current = await findEditableQuickMessage(deps, caller, id);
  if (!current.mediaId) return current;
  const qm = await tenant(caller.companyId)(QuickMessage).patchAndFetchById(id, {
    mediaId: null,
    mediaName: null,
  });
  await deps.media.remove(caller.companyId, current.mediaId);
  emitSaved(deps, 'update', qm, current.geral);
  return qm;
}
