import { tenant } from '@balcao/core';
import { FileList } from '../file-list-model.js';
import { optionsOf } from './find-file-lists.js';
import type { FileListDeps } from './file-list-deps.js';

/** What another plugin (campaigns) reads of a list: no wire shape, the media ids as they are stored. */
export interface FileListSummary {
  id: number;
  name: string;
  message: string;
  options: { id: number; name: string; mediaType: string | null; mediaId: string | null }[];
}

/** One file of a list, ready to send: `name` is the file's name, `caption` the option's text. */
export interface FileListAttachment {
  name: string;
  mimeType: string;
  data: Buffer;
  caption: string;
}

/** A list of the company with its options in order, or undefined. */
export async function getFileList(
  companyId: number,
  fileListId: number,
): Promise<FileListSummary | undefined> {
  const list = await tenant(companyId)(FileList).findById(fileListId);
  if (!list) return undefined;
  const options = await optionsOf(companyId, fileListId);
  return {
    id: list.id,
    name: list.name,
    message: list.message,
    options: options.map((o) => ({ id: o.id, name: o.name, mediaType: o.mediaType, mediaId: o.path })),
  };
}

/** The files of a list's options that have one, in option order, with their bytes; [] for no such list. */
export async function fileListAttachments(
  deps: FileListDeps,
  companyId: number,
  fileListId: number,
): Promise<FileListAttachment[]> {
  const list = await getFileList(companyId, fileListId);
  const out: FileListAttachment[] = [];
  for (const option of list?.options ?? []) {
    if (!option.mediaId) continue;
    const { record, data } = await deps.media.read(companyId, option.mediaId);
    out.push({ name: record.name, mimeType: record.mimeType, data, caption: option.name });
  }
  return out;
}
