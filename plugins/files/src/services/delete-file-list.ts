import { tenant } from '@balcao/core';
import { FileList } from '../file-list-model.js';
import { FileOption } from '../file-option-model.js';
import type { Caller } from '../file-list-permissions.js';
import type { FileListDeps } from './file-list-deps.js';
import { emitFileListEvent } from './file-list-events.js';
import { findFileList } from './find-file-lists.js';

/** Deletes a list, its options and their files. */
export async function deleteFileList(deps: FileListDeps, caller: Caller, id: number): Promise<void> {
  deps.permissions.mustHold(caller, 'files:manage');
  const { companyId } = caller;
  const { options } = await deps.knex.transaction(async (trx) => {
    const found = await findFileList(companyId, id, trx);
    // explicit rather than trusting the foreign key's cascade, which SQLite applies only with its pragma on
    await tenant(companyId, trx)(FileOption).where('files_options.fileId', id).delete();
    await tenant(companyId, trx)(FileList).deleteById(id);
    return found;
  });
  for (const o of options) if (o.path) await deps.media.remove(companyId, o.path);
  emitFileListEvent(deps, companyId, { action: 'delete', fileId: id });
}
