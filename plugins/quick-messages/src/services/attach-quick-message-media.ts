import { scoped, type UploadedFile } from '@balcao/core';
import { QuickMessage } from '../quick-message-model.js';
import { mustEdit, type Caller } from '../quick-message-permissions.js';
import type { QuickMessageDeps } from './quick-message-deps.js';
import { emitSaved } from './quick-message-events.js';
import { findQuickMessage } from './find-quick-messages.js';

/** Spec §2: spaces in a quick message's file name become underscores. */
export const mediaFileName = (name: string) => name.replace(/\s/g, '_');

/** Before an upload is read: the quick message exists in the caller's company and the caller may edit it. */
export async function mayAttachQuickMessageMedia(
  deps: QuickMessageDeps,
  caller: Caller,
  id: number,
): Promise<QuickMessage> {
  const current = await findQuickMessage(deps, caller, id);
  mustEdit(deps.permissions, caller, current);
  return current;
}

/**
 * Keeps the file in the company's private media and points the quick message at it, in one transaction; the
 * file it replaces is removed afterwards. Author or manager only.
 */
export async function attachQuickMessageMedia(
  deps: QuickMessageDeps,
  caller: Caller,
  id: number,
  file: Pick<UploadedFile, 'path' | 'originalname' | 'mimetype'>,
): Promise<QuickMessage> {
  const current = await mayAttachQuickMessageMedia(deps, caller, id);
  const name = mediaFileName(file.originalname);
  const qm = await deps.knex.transaction(async (trx) => {
    const media = await deps.media.save(
      caller.companyId,
      { path: file.path, name, mimeType: file.mimetype || 'application/octet-stream' },
      { trx },
    );
    return await scoped(QuickMessage, caller.companyId, trx).patchAndFetchById(id, {
      mediaId: media.id,
      mediaName: name,
    });
  });
  if (current.mediaId) await deps.media.remove(caller.companyId, current.mediaId);
  emitSaved(deps, 'update', qm, current.geral);
  return qm;
}
