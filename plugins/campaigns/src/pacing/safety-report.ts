import { dailyCapFor } from './caps.js';
import type { SafetyReport as SafetyWire } from '../contracts.js';
import type { CampaignSettings } from './types.js';

/**
 * The safety block of GET /campaigns/:id/report (the contract's SafetyReport) as pacing computes it: every limit
 * but WhatsApp's new-chat quota, which the report adds.
 */
export type SafetyReport = Required<Omit<SafetyWire, 'whatsappQuota'>>;

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
