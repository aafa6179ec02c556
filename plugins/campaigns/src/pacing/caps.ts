import { localDaysBetween } from './local-time.js';
import type { CampaignSettings } from './types.js';

/**
 * A connection's campaign-message cap on the local day of `now`: dailyCap, or while warming up (its first campaign
 * send less than warmupDays local days ago) a cap rising linearly from warmupFirstDayCap on day 1 to dailyCap on
 * day warmupDays. A connection that never sent is on its day 1.
 */
export function dailyCapFor(
  settings: CampaignSettings,
  connectionFirstCampaignSendAt: Date | null,
  now: Date,
): { cap: number; warmingUp: boolean } {
  const { dailyCap, warmupDays, warmupFirstDayCap } = settings;
  const day = connectionFirstCampaignSendAt
    ? localDaysBetween(connectionFirstCampaignSendAt, now, settings.timeZone) + 1
    : 1;
  if (warmupDays <= 1 || day >= warmupDays || warmupFirstDayCap >= dailyCap)
    return { cap: dailyCap, warmingUp: false };
  const step = (dailyCap - warmupFirstDayCap) / (warmupDays - 1);
  return { cap: Math.round(warmupFirstDayCap + step * (Math.max(day, 1) - 1)), warmingUp: true };
}
