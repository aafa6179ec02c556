import { notFound, pageOf, tenant } from '@balcao/core';
import { FileList } from '../file-list-model.js';
import { FileOption } from '../file-option-model.js';
import type { FileListListQuery, FileListPageQuery } from '../file-list-schemas.js';

/** a transaction (or knex) a read joins */
export type Trx = Parameters<typeof tenant>[1];

/** Whaticket's page size. */
export const FILE_LIST_PAGE_SIZE = 20;

const matching = (companyId: number, searchParam: string) => {
  const term = searchParam.trim().toLowerCase();
  const q = tenant(companyId)(FileList);
  if (term) q.whereRaw('LOWER(files.name) LIKE ?', [`%${term}%`]);
  return q;
};

/** One page of the company's lists by name: `{ files, count, hasMore }` (no options, as Whaticket's list). */
export async function listFileListPage(companyId: number, { searchParam, pageNumber }: FileListPageQuery) {
  const { rows, count, hasMore } = await pageOf(
    () => matching(companyId, searchParam),
    pageNumber,
    FILE_LIST_PAGE_SIZE,
    (q) => q.orderBy('files.name').orderBy('files.id'),
  );
  return { files: rows, count, hasMore };
}

/** `/files/list`: every list of the company by name (a campaign form's select), optionally searched. */
export async function listAllFileLists(companyId: number, { searchParam }: FileListListQuery) {
  return await matching(companyId, searchParam).orderBy('files.name').orderBy('files.id');
}

/** A list of the caller's company with its options in id order; another company's is not found. */
export async function findFileList(companyId: number, id: number, trx?: Trx) {
  const list = await tenant(companyId, trx)(FileList).findById(id);
  if (!list) throw noFileList();
  const options = await optionsOf(companyId, id, trx);
  return { list, options };
}

export const optionsOf = (companyId: number, fileListId: number, trx?: Trx) =>
  tenant(companyId, trx)(FileOption).where('files_options.fileId', fileListId).orderBy('files_options.id');

export const noFileList = () => notFound('ERR_NO_FILE_FOUND');
