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
  const moved = await deps.knex.transaction(async (trx) => {
    const t = deps.db.tenant(companyId, trx);
    const n = await t('campaigns')
      .where({ id: campaignId, dispatchSeq: seq, status: 'EM_ANDAMENTO' })
      .update({ dispatchSeq: seq + 1 });
    if (n !== 1) return false;
    const next: DispatchJobData = { companyId, campaignId, seq: seq + 1 };
    await deps.jobs.schedule<DispatchJobData>(at, DISPATCH_JOB, next, { trx });
    return true;
  });
  // the finished run's row goes: a campaign keeps one dispatch job row, not one per reschedule (a message every
  // 20 s would leave 100,000 rows behind); Agenda ignores that the running job's row is gone when it finishes
  if (moved) await deps.jobs.cancel(DISPATCH_JOB, { companyId, campaignId, seq });
}
