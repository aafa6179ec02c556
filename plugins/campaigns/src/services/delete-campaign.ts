import { tenant } from '@balcao/core';
import { Campaign } from '../campaign-model.js';
import { DISPATCH_JOB, unscheduleStart } from '../engine/job-names.js';
import type { CampaignDeps } from './campaign-deps.js';
import { emitCampaignDeleted } from './campaign-events.js';
import { findCampaign } from './find-campaigns.js';

/** Deletes a campaign, its shipping plan (cascade), its jobs and its file; messages already queued still go. */
export async function deleteCampaign(deps: CampaignDeps, companyId: number, id: number) {
  const current = await findCampaign(companyId, id);
  await tenant(companyId)(Campaign).deleteById(id);
  await unscheduleStart(deps, companyId, id);
  await deps.jobs.cancel(DISPATCH_JOB, { companyId, campaignId: id });
  if (current.mediaPath) await deps.media.remove(companyId, current.mediaPath);
  emitCampaignDeleted(deps, companyId, id);
}
