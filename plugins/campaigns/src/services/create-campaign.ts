import { AppError, tenant } from '@balcao/core';
import { Campaign } from '../campaign-model.js';
import type { CampaignFields } from '../campaign-schemas.js';
import { scheduleStart } from '../engine/job-names.js';
import type { CampaignDeps } from './campaign-deps.js';
import { emitCampaign } from './campaign-events.js';
import { statusAfterSave } from './campaign-rules.js';
import { checkReferences } from './check-references.js';
import { afterSave, checkTemplate } from './check-template.js';

/** A new campaign: INATIVA, or PROGRAMADA with its start job when it has a schedule; the plan's limit applies. */
export async function createCampaign(deps: CampaignDeps, companyId: number, fields: CampaignFields) {
  await checkReferences(deps, companyId, fields);
  await checkTemplate(deps, companyId, afterSave(undefined, fields));
  const scheduledAt = fields.scheduledAt ?? null;
  if (scheduledAt && !fields.contactListId && !fields.tagListId)
    throw new AppError('ERR_CAMPAIGN_NO_RECIPIENTS', 400);
  const campaign = await deps.knex.transaction(async (trx) => {
    const [{ n }] = (await deps.db.tenant(companyId, trx)('campaigns').count({ n: '*' })) as [
      { n: number | string },
    ];
    await deps.ensureAllows(trx, companyId, 'campaigns', Number(n));
    const c = await tenant(
      companyId,
      trx,
    )(Campaign).insertAndFetch({
      ...fields,
      confirmation: fields.confirmation ?? false,
      scheduledAt,
      status: statusAfterSave(undefined, scheduledAt),
    });
    if (c.status === 'PROGRAMADA') await scheduleStart(deps, companyId, c.id, scheduledAt!, trx);
    return c;
  });
  emitCampaign(deps, 'create', campaign);
  return campaign;
}
