import { AppError, tenant } from '@balcao/core';
import { FileList } from '../file-list-model.js';
import { FileOption } from '../file-option-model.js';
import type { Caller } from '../file-list-permissions.js';
import type { FileListChanges, FileOptionInput } from '../file-list-schemas.js';
import type { FileListDeps } from './file-list-deps.js';
import { emitFileListEvent } from './file-list-events.js';
import { mustBeFreeName } from './file-list-name.js';
import { toWire } from './file-list-wire.js';
import { findFileList, optionsOf, type Trx } from './find-file-lists.js';

/**
 * Changes the name or message and, when `options` is given, makes the list's options exactly those: an option
 * with an id keeps its file and takes the new text, one without is added, one left out is removed with its
 * file (Whaticket's UpdateService did the same, minus the files).
 */
export async function updateFileList(
  deps: FileListDeps,
  caller: Caller,
  id: number,
  changes: FileListChanges,
) {
  deps.permissions.mustHold(caller, 'files:manage');
  const { companyId } = caller;
  const { list, options, dropped } = await deps.knex.transaction(async (trx) => {
    const { list: current } = await findFileList(companyId, id, trx);
    const { options: given, ...fields } = changes;
    if (fields.name !== undefined) await mustBeFreeName(companyId, fields.name, trx, id);
    const list = Object.keys(fields).length
      ? await tenant(companyId, trx)(FileList).patchAndFetchById(id, fields)
      : current;
    const dropped = given ? await syncOptions(companyId, id, given, trx) : [];
    return { list, options: await optionsOf(companyId, id, trx), dropped };
  });
  // the files go once the rows that named them are gone for good
  for (const mediaId of dropped) await deps.media.remove(companyId, mediaId);
  const wire = toWire(deps, list, options);
  emitFileListEvent(deps, companyId, { action: 'update', files: wire });
  return wire;
}

/** Writes the options as given; answers the media ids of the removed ones. */
async function syncOptions(companyId: number, fileId: number, given: FileOptionInput[], trx: Trx) {
  const existing = await optionsOf(companyId, fileId, trx);
  const byId = new Map(existing.map((o) => [o.id, o]));
  for (const option of given) {
    if (option.id === undefined) {
      await tenant(companyId, trx)(FileOption).insert({ fileId, name: option.name });
    } else if (byId.has(option.id)) {
      await tenant(
        companyId,
        trx,
      )(FileOption)
        .patch({ name: option.name })
        .where('files_options.id', option.id);
    } else {
      throw new AppError('ERR_NO_FILE_OPTION_FOUND', 404, { id: option.id });
    }
  }
  const kept = new Set(given.map((o) => o.id));
  const gone = existing.filter((o) => !kept.has(o.id));
  if (gone.length)
    await tenant(
      companyId,
      trx,
    )(FileOption)
      .whereIn(
        'files_options.id',
        gone.map((o) => o.id),
      )
      .delete();
  return gone.flatMap((o) => (o.path ? [o.path] : []));
}
