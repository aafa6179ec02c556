import { AppError } from '@balcao/core';
import type { Knex } from 'knex';
import type { CampaignChanges } from '../campaign-schemas.js';
import type { CampaignDeps } from './campaign-deps.js';

/** The connection, contact list, tag and file list a campaign names must be the caller's company's. */
export async function checkReferences(
  deps: CampaignDeps,
  companyId: number,
  fields: CampaignChanges,
  trx?: Knex.Transaction,
) {
  const t = deps.db.tenant(companyId, trx);
  const bad = (field: string) =>
    new AppError('ERR_CAMPAIGN_BAD_REFERENCE', 400, { fields: { [field]: 'Not found' } });
  if (fields.whatsappId && !(await t('whatsapps').where({ id: fields.whatsappId }).first('id')))
    throw bad('whatsappId');
  if (fields.contactListId && !(await deps.contactLists().get(companyId, fields.contactListId)))
    throw bad('contactListId');
  if (fields.tagListId && !(await deps.tags()?.exists(companyId, fields.tagListId))) throw bad('tagListId');
  if (fields.fileListId && !(await deps.files().get(companyId, fields.fileListId))) throw bad('fileListId');
}
