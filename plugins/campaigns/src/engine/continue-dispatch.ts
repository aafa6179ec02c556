import type { CampaignDeps } from '../services/campaign-deps.js';
import { DISPATCH_JOB, type DispatchJobData } from './job-names.js';

/**
 * Hands the campaign on to a run at `at`, only while this run's token is still the current one (a cancel,
 * restart or newer run in between makes it a no-op): the token moves on and the new run carries it, in one
 * transaction, so a crash never leaves two current runs.
 */
export async function continueDispatch(
  deps: CampaignDeps,
  companyId: number,
  campaignId: number,
  seq: number,
  at: Date,
) {
  await deps.knex.transaction(async (trx) => {
    const moved = await deps.db
      .tenant(companyId, trx)('campaigns')
      .where({ id: campaignId, dispatchSeq: seq, status: 'EM_ANDAMENTO' })
      .update({ dispatchSeq: seq + 1 });
    if (moved !== 1) return;
    await deps.jobs.schedule<DispatchJobData>(at, DISPATCH_JOB, { companyId, campaignId, seq: seq + 1 }, { trx });
  });
}
