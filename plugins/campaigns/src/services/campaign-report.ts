import type { WithDates } from '@balcao/core';
import { safetyReport } from '../pacing/index.js';
import { readCampaignSettings } from '../settings/index.js';
import { loadSendStats } from '../engine/send-stats.js';
import { readReach } from '../engine/reach-limits.js';
import type { CampaignReport, PauseReason, WhatsappQuota } from '../contracts.js';
import type { SafetyReport } from '../pacing/index.js';
import type { CampaignDeps } from './campaign-deps.js';
import { toWire, type CampaignWireDates } from './campaign-wire.js';
import { findCampaign } from './find-campaigns.js';

/** The contract's CampaignReport as the server holds it: its instants still Dates (the JSON carries ISO text). */
type CampaignReportDates = Omit<CampaignReport, 'campaign' | 'pause' | 'safety'> & {
  campaign: CampaignWireDates;
  pause: { reason: PauseReason; until: Date | null } | null;
  safety: SafetyReport & {
    whatsappQuota: WithDates<WhatsappQuota, 'cycleEndsAt'> | null;
  };
};

/**
 * GET /campaigns/:id/report: the counts the report's cards and progress bar show, counted in SQL (a
 * 100,000-row plan is never loaded), the pause in force and the safety limits of the campaign's connection,
 * with the new-chat quota WhatsApp stated for it (null when it stated none).
 */
export async function campaignReport(
  deps: CampaignDeps,
  companyId: number,
  id: number,
): Promise<CampaignReportDates> {
  const c = await findCampaign(companyId, id);
  const t = deps.db.tenant(companyId);
  const [byStatus, [marks]] = (await Promise.all([
    t('campaign_shipping').where({ campaignId: id }).groupBy('status').select('status').count({ n: '*' }),
    t('campaign_shipping').where({ campaignId: id }).count({
      delivered: 'deliveredAt',
      confirmationRequested: 'confirmationRequestedAt',
      confirmed: 'confirmedAt',
    }),
  ])) as [Array<{ status: string; n: number | string }>, Array<Record<string, number | string>>];
  const of = (s: string) => Number(byStatus.find((r) => r.status === s)?.n ?? 0);
  const total = byStatus.reduce((sum, r) => sum + Number(r.n), 0);
  const settings = await readCampaignSettings(deps.db, companyId);
  const now = new Date();
  const stats = c.whatsappId
    ? await loadSendStats(deps, companyId, id, c.whatsappId, settings.timeZone, now)
    : { today: 0, first: null, newToday: 0 };
  const reach = c.whatsappId ? await readReach(deps, companyId, c.whatsappId, now) : undefined;
  return {
    campaign: toWire(deps, c),
    counts: {
      valid: total - of('invalid'),
      delivered: Number(marks?.delivered ?? 0),
      confirmationRequested: Number(marks?.confirmationRequested ?? 0),
      confirmed: Number(marks?.confirmed ?? 0),
      invalid: of('invalid'),
      failed: of('failed'),
      pending: of('pending'),
    },
    pause: c.pauseReason ? { reason: c.pauseReason, until: c.pausedUntil } : null,
    safety: {
      ...safetyReport(settings, stats.first, stats.today, now, stats.newToday),
      whatsappQuota: reach?.quota ?? null,
    },
  };
}
