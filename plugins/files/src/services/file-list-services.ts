import type { FileListPage } from '../contracts.js';
import type { Caller } from '../file-list-permissions.js';
import type {
  FileListChanges,
  FileListFields,
  FileListListQuery,
  FileListPageQuery,
  UploadListFields,
} from '../file-list-schemas.js';
import { createFileList } from './create-file-list.js';
import { deleteFileList } from './delete-file-list.js';
import { fileListAttachments, getFileList } from './file-list-attachments.js';
import type { FileListDeps } from './file-list-deps.js';
import { toWire } from './file-list-wire.js';
import { findFileList, listAllFileLists, listFileListPage } from './find-file-lists.js';
import { updateFileList } from './update-file-list.js';
import { mayUploadFileOptions, uploadFileOptions, type Upload } from './upload-file-options.js';

/**
 * The services bound to the kernel: what the routes call (wire shapes, a caller) and, for other plugins,
 * `get` and `attachments` (a company id, plain values).
 */
export function fileListServices(deps: FileListDeps) {
  return {
    page: async (caller: Caller, query: FileListPageQuery) => {
      const { files, ...rest } = await listFileListPage(caller.companyId, query);
      return { files: files.map((f) => toWire(deps, f)), ...rest } satisfies FileListPage;
    },
    list: async (caller: Caller, query: FileListListQuery) =>
      (await listAllFileLists(caller.companyId, query)).map((f) => toWire(deps, f)),
    find: async (caller: Caller, id: number) => {
      const { list, options } = await findFileList(caller.companyId, id);
      return toWire(deps, list, options);
    },
    create: (caller: Caller, fields: FileListFields) => createFileList(deps, caller, fields),
    update: (caller: Caller, id: number, changes: FileListChanges) =>
      updateFileList(deps, caller, id, changes),
    delete: (caller: Caller, id: number) => deleteFileList(deps, caller, id),
    /** throws unless the caller manages file lists and the list exists (checked before the upload is read) */
    mayUpload: (caller: Caller, id: number) => mayUploadFileOptions(deps, caller, id),
    upload: (caller: Caller, id: number, files: Upload[], fields: UploadListFields) =>
      uploadFileOptions(deps, caller, id, files, fields),
    /** for other plugins (campaigns): a list with its options, or undefined */
    get: (companyId: number, fileListId: number) => getFileList(companyId, fileListId),
    /** for other plugins (campaigns): the list's files with their bytes, in option order */
    attachments: (companyId: number, fileListId: number) => fileListAttachments(deps, companyId, fileListId),
  };
}

export type FileListServices = ReturnType<typeof fileListServices>;
