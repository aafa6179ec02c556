import { attachRecordMedia, type RecordUpload, tenant } from '@balcao/core';
import { QuickMessage } from '../quick-message-model.js';
import type { Caller } from '../quick-message-permissions.js';
import type { QuickMessageDeps } from './quick-message-deps.js';
import { emitSaved } from './quick-message-events.js';
import { findEditableQuickMessage } from './find-quick-messages.js';

/**
 * Keeps the file in the company's private media and points the quick message at it, in one transaction; the
 * file it replaces is removed afterwards. Author or manager only.
 */
export async function attachQuickMessageMedia(
  deps: QuickMessageDeps,
  caller: Caller,
  id: number,
  file: RecordUpload,
): Promise<QuickMessage> {
  const current = await findEditableQuickMessage(deps, caller, id);
  const qm = await attachRecordMedia(deps, caller.companyId, file, current.mediaId, (media, trx) =>
    tenant(
      caller.companyId,
      trx,
    )(QuickMessage).patchAndFetchById(id, {
      mediaId: media.id,
      mediaName: media.name,
    }),
  );
  emitSaved(deps, 'update', qm, current.geral);
  return qm;
}
