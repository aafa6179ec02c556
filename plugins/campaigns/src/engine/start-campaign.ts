import { tenant } from '@balcao/core';
import { Campaign } from '../campaign-model.js';
import type { CampaignDeps } from '../services/campaign-deps.js';
import { emitCampaign } from '../services/campaign-events.js';
import { buildShippingPlan } from './build-plan.js';
import { scheduleDispatch, type StartJobData } from './job-names.js';

/**
 * The start job (at scheduledAt, or at once on restart): builds the shipping plan, moves the campaign to
 * EM_ANDAMENTO and hands it to a dispatch run, in one transaction. A campaign cancelled or edited back to
 * INATIVA meanwhile is left alone.
 */
export async function startCampaign(deps: CampaignDeps, { companyId, campaignId }: StartJobData) {
  // the default connection is read before the transaction: SQLite has one connection, which it holds
  const before = await tenant(companyId)(Campaign).findById(campaignId);
  const fallback = before && !before.whatsappId ? (await deps.channels.getDefault(companyId)).id : undefined;
  const started = await deps.knex.transaction(async (trx) => {
    const c = await tenant(companyId, trx)(Campaign).findById(campaignId);
    if (!c || (c.status !== 'PROGRAMADA' && c.status !== 'EM_ANDAMENTO')) return undefined;
    const added = await buildShippingPlan(trx, c, deps.recipients());
    // no connection chosen: the company's default, fixed now so replies are matched to the one that sent
    const whatsappId = c.whatsappId ?? fallback ?? (await deps.channels.getDefault(companyId)).id;
    await tenant(
      companyId,
      trx,
    )(Campaign)
      .findById(campaignId)
      .patch({ status: 'EM_ANDAMENTO', whatsappId, completedAt: null, pauseReason: null, pausedUntil: null });
    await scheduleDispatch(deps, companyId, campaignId, new Date(), trx);
    deps.log.info({ companyId, campaignId, added }, 'campaign started');
    return await tenant(companyId, trx)(Campaign).findById(campaignId);
  });
  if (started) emitCampaign(deps, 'update', started);
}
