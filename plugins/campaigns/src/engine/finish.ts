import { tenant } from '@balcao/core';
import { Campaign } from '../campaign-model.js';
import type { CampaignDeps } from '../services/campaign-deps.js';
import { emitCampaign } from '../services/campaign-events.js';

/** Rows still owed something: not sent yet, in the outbox, or awaiting a confirmation reply. */
export const OPEN_STATUSES = ['pending', 'queued', 'confirmation'] as const;

/** EM_ANDAMENTO -> FINALIZADA once every valid contact is done (delivered or failed). True when it finished. */
export async function finishIfDone(
  deps: CampaignDeps,
  companyId: number,
  campaignId: number,
): Promise<boolean> {
  const open = await deps.db
    .tenant(companyId)('campaign_shipping')
    .where({ campaignId })
    .whereIn('status', [...OPEN_STATUSES])
    .first('id');
  if (open) return false;
  const n = await tenant(companyId)(Campaign)
    .where({ id: campaignId, status: 'EM_ANDAMENTO' })
    .patch({ status: 'FINALIZADA', completedAt: new Date(), pauseReason: null, pausedUntil: null });
  if (n !== 1) return false;
  const c = await tenant(companyId)(Campaign).findById(campaignId);
  if (c) emitCampaign(deps, 'update', c);
  deps.log.info({ companyId, campaignId }, 'campaign finished');
  return true;
}
