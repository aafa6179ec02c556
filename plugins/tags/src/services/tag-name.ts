import { AppError, tenant } from '@balcao/core';
import { Tag } from '../tag-model.js';

/** One name per company, compared without case so both engines agree (MariaDB's collation ignores it). */
export async function ensureNameFree(companyId: number, name: string, exceptId?: number) {
  const q = tenant(companyId)(Tag).whereRaw('LOWER(tags.name) = ?', [name.toLowerCase()]);
  if (exceptId) q.whereNot('tags.id', exceptId);
  if (await q.first()) throw new AppError('ERR_TAG_NAME_ALREADY_EXISTS');
}
