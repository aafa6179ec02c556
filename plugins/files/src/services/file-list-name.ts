import { AppError, tenant } from '@balcao/core';
import { FileList } from '../file-list-model.js';
import type { Trx } from './find-file-lists.js';

/** Whaticket refused a second list with the same name in a company; so does this (409), case as typed. */
export async function mustBeFreeName(companyId: number, name: string, trx: Trx, exceptId?: number) {
  const q = tenant(companyId, trx)(FileList).where('files.name', name);
  if (exceptId) q.whereNot('files.id', exceptId);
  if (await q.first()) throw new AppError('ERR_FILE_LIST_NAME_ALREADY_EXISTS', 409);
}
