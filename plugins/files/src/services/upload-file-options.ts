import { AppError, tenant, type UploadedFile } from '@balcao/core';
import { FileOption } from '../file-option-model.js';
import type { Caller } from '../file-list-permissions.js';
import type { UploadListFields } from '../file-list-schemas.js';
import type { FileListDeps } from './file-list-deps.js';
import { emitFileListEvent } from './file-list-events.js';
import { toWire } from './file-list-wire.js';
import { findFileList, optionsOf, type Trx } from './find-file-lists.js';

export type Upload = Pick<UploadedFile, 'path' | 'originalname' | 'mimetype'>;

/** Whaticket's form appends `id` from the saved options; an option it had not saved yet sends "undefined". */
const asId = (raw: string | undefined) => {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** Before an upload is read: a holder of files:manage, and a list of the company (403, 404). */
export async function mayUploadFileOptions(deps: FileListDeps, caller: Caller, fileListId: number) {
  deps.permissions.mustHold(caller, 'files:manage');
  await findFileList(caller.companyId, fileListId);
}

/**
 * `/files/uploadList/:id`: the i-th file goes to the option named by the i-th `id`, else to the list's option
 * with the i-th `name`, else to a new option with that name; a file it replaces is removed. The files and the
 * options pointing at them are written in one transaction.
 */
export async function uploadFileOptions(
  deps: FileListDeps,
  caller: Caller,
  fileListId: number,
  files: Upload[],
  fields: UploadListFields,
) {
  deps.permissions.mustHold(caller, 'files:manage');
  if (!files.length) throw new AppError('ERR_VALIDATION', 400, { fields: { files: 'Obrigatório' } });
  const { companyId } = caller;
  const { list, options, replaced } = await deps.knex.transaction(async (trx) => {
    const { list, options: existing } = await findFileList(companyId, fileListId, trx);
    const taken = new Set<number>();
    const replaced: string[] = [];
    for (const [i, file] of files.entries()) {
      const target = await optionFor(companyId, fileListId, existing, taken, fields, i, trx);
      taken.add(target.id);
      const media = await deps.media.save(
        companyId,
        { path: file.path, name: file.originalname, mimeType: file.mimetype || 'application/octet-stream' },
        { trx },
      );
      await tenant(
        companyId,
        trx,
      )(FileOption)
        .patch({
          path: media.id,
          mediaName: media.name,
          mediaType: fields.mediaType[i] || media.mimeType,
        })
        .where('files_options.id', target.id);
      if (target.path) replaced.push(target.path);
    }
    return { list, options: await optionsOf(companyId, fileListId, trx), replaced };
  });
  for (const mediaId of replaced) await deps.media.remove(companyId, mediaId);
  const wire = toWire(deps, list, options);
  emitFileListEvent(deps, companyId, { action: 'update', files: wire });
  return wire;
}

async function optionFor(
  companyId: number,
  fileId: number,
  existing: FileOption[],
  taken: Set<number>,
  fields: UploadListFields,
  i: number,
  trx: Trx,
): Promise<FileOption> {
  const id = asId(fields.id[i]);
  if (id !== undefined) {
    const byId = existing.find((o) => o.id === id);
    if (!byId) throw new AppError('ERR_NO_FILE_OPTION_FOUND', 404, { id });
    return byId;
  }
  const name = (fields.name[i] ?? '').trim();
  const byName = existing.find((o) => o.name === name && !taken.has(o.id));
  if (byName) return byName;
  return await tenant(companyId, trx)(FileOption).insertAndFetch({ fileId, name });
}
