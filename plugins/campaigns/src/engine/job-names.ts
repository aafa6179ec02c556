import type { Knex } from 'knex';
import type { CampaignDeps } from '../services/campaign-deps.js';

/** The campaign's start: builds its shipping plan at scheduledAt (engine/start-campaign.ts). */
export const START_JOB = 'start';
/** The sending loop of one running campaign (engine/dispatch.ts). */
export const DISPATCH_JOB = 'dispatch';

export interface StartJobData extends Record<string, unknown> {
  companyId: number;
  campaignId: number;
}
export interface DispatchJobData extends Record<string, unknown> {
  companyId: number;
  campaignId: number;
  /** the campaign's dispatch_seq when this run was scheduled: a stale run stops at once */
  seq: number;
}

/** One start job per campaign: saving a new schedule moves it, and no schedule removes it. */
export async function scheduleStart(
  deps: Pick<CampaignDeps, 'jobs'>,
  companyId: number,
  campaignId: number,
  at: Date,
  trx?: Knex.Transaction,
) {
  await deps.jobs.unique<StartJobData>(START_JOB, { companyId, campaignId }, ['campaignId'], at, { trx });
}

export async function unscheduleStart(
  deps: Pick<CampaignDeps, 'jobs'>,
  companyId: number,
  campaignId: number,
) {
  await deps.jobs.cancel(START_JOB, { companyId, campaignId });
}

/**
 * Hands the campaign to a new dispatch run at `at`: bumps its fencing token and schedules the run carrying it,
 * in one transaction, so exactly one chain of runs is current whatever ran before (a restart, a run re-executed
 * after a crash).
 */
export async function scheduleDispatch(
  deps: Pick<CampaignDeps, 'jobs' | 'db'>,
  companyId: number,
  campaignId: number,
  at: Date,
  trx: Knex.Transaction,
) {
  const t = deps.db.tenant(companyId, trx);
  await t('campaigns').where({ id: campaignId }).increment('dispatchSeq', 1);
  const row = (await t('campaigns').where({ id: campaignId }).first('dispatchSeq')) as {
    dispatchSeq: number;
  };
  await deps.jobs.schedule<DispatchJobData>(
    at,
    DISPATCH_JOB,
    { companyId, campaignId, seq: Number(row.dispatchSeq) },
    { trx },
  );
}
