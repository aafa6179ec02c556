import { dailyCapFor } from './caps.js';
import type { CampaignSettings } from './types.js';

/** The safety block of GET /campaigns/:id/report (outreach.md): what limits the campaign's connection today. */
export interface SafetyReport {
  dailyCap: number;
  sentToday: number;
  quietHours: { start: string; end: string };
  timeZone: string;
  /** today's warm-up cap while the connection warms up, null once it sends up to dailyCap */
  warmupCap: number | null;
  /** the per-day quota of sends to contacts the connection never talked to (0 = none), and today's count */
  newChatCap: number;
  newChatsToday: number;
}

export function safetyReport(
  settings: CampaignSettings,
  connectionFirstCampaignSendAt: Date | null,
  sentToday: number,
  now: Date,
  newChatsToday = 0,
): SafetyReport {
  const { cap, warmingUp } = dailyCapFor(settings, connectionFirstCampaignSendAt, now);
  return {
    dailyCap: settings.dailyCap,
    sentToday,
    quietHours: { start: settings.quietHoursStart, end: settings.quietHoursEnd },
    timeZone: settings.timeZone,
    warmupCap: warmingUp ? cap : null,
    newChatCap: settings.newChatDailyCap,
    newChatsToday,
  };
}
