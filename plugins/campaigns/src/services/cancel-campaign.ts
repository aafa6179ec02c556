import { AppError, tenant } from '@balcao/core';
import { Campaign } from '../campaign-model.js';
import { scheduleStart, unscheduleStart } from '../engine/job-names.js';
import type { CampaignDeps } from './campaign-deps.js';
import { emitCampaign } from './campaign-events.js';
import { findCampaign } from './find-campaigns.js';

/**
 * EM_ANDAMENTO (or PROGRAMADA) -> CANCELADA. The dispatch run reads the status before every send, so nothing
 * new goes after the current interval; messages already handed to the outbox are still delivered.
 */
export async function cancelCampaign(deps: CampaignDeps, companyId: number, id: number) {
  const current = await findCampaign(companyId, id);
  const n = await tenant(companyId)(Campaign)
    .where({ id })
    .whereIn('status', ['EM_ANDAMENTO', 'PROGRAMADA'])
    .patch({ status: 'CANCELADA', pauseReason: null, pausedUntil: null });
  if (n !== 1) throw new AppError('ERR_CAMPAIGN_CANNOT_CANCEL', 400);
  if (current.status === 'PROGRAMADA') await unscheduleStart(deps, companyId, id);
  const c = await findCampaign(companyId, id);
  emitCampaign(deps, 'update', c);
  return c;
}

/**
 * CANCELADA -> EM_ANDAMENTO: the start job runs at once, builds whatever of the plan is missing (a campaign
 * cancelled before it started has none) and hands the campaign to a new dispatch run, which carries on with
 * the rows still pending: nobody already messaged is messaged again.
 */
export async function restartCampaign(deps: CampaignDeps, companyId: number, id: number) {
  await findCampaign(companyId, id);
  const c = await deps.knex.transaction(async (trx) => {
    const n = await tenant(
      companyId,
      trx,
    )(Campaign)
      .where({ id, status: 'CANCELADA' })
      .patch({ status: 'EM_ANDAMENTO', completedAt: null });
    if (n !== 1) throw new AppError('ERR_CAMPAIGN_CANNOT_RESTART', 400);
    await scheduleStart(deps, companyId, id, new Date(), trx);
    return await findCampaign(companyId, id, trx);
  });
  emitCampaign(deps, 'update', c);
  return c;
}
