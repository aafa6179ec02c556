import { AppError, tenant } from '@balcao/core';
import { Campaign } from '../campaign-model.js';
import type { CampaignChanges } from '../campaign-schemas.js';
import { scheduleStart, unscheduleStart } from '../engine/job-names.js';
import type { CampaignDeps } from './campaign-deps.js';
import { emitCampaign } from './campaign-events.js';
import { mustBeEditable, statusAfterSave } from './campaign-rules.js';
import { checkReferences } from './check-references.js';
import { afterSave, checkTemplate } from './check-template.js';
import { findCampaign } from './find-campaigns.js';

/** Saves an editable campaign (spec §4); its schedule decides PROGRAMADA or INATIVA and moves its start job. */
export async function updateCampaign(
  deps: CampaignDeps,
  companyId: number,
  id: number,
  changes: CampaignChanges,
) {
  const current = await findCampaign(companyId, id);
  mustBeEditable(current);
  await checkReferences(deps, companyId, changes);
  await checkTemplate(deps, companyId, afterSave(current, changes));
  const scheduledAt = changes.scheduledAt !== undefined ? changes.scheduledAt : current.scheduledAt;
  const hasRecipients =
    (changes.contactListId !== undefined ? changes.contactListId : current.contactListId) ||
    (changes.tagListId !== undefined ? changes.tagListId : current.tagListId);
  if (scheduledAt && !hasRecipients) throw new AppError('ERR_CAMPAIGN_NO_RECIPIENTS', 400);
  const status = statusAfterSave(current.status, scheduledAt);
  const campaign = await deps.knex.transaction(async (trx) => {
    const c = await tenant(companyId, trx)(Campaign).patchAndFetchById(id, { ...changes, status });
    if (status === 'PROGRAMADA') await scheduleStart(deps, companyId, id, scheduledAt!, trx);
    return c;
  });
  if (status !== 'PROGRAMADA') await unscheduleStart(deps, companyId, id);
  emitCampaign(deps, 'update', campaign);
  return campaign;
}
