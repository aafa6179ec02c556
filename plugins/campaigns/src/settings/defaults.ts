import type { CampaignSettings } from '../pacing/types.js';

/** Every setting of a company that never saved one: spec §2's 20/20/60 and outreach.md's safety defaults. */
export const defaultCampaignSettings: CampaignSettings = Object.freeze({
  messageInterval: 20,
  longerIntervalAfter: 20,
  greaterInterval: 60,
  variables: [],
  dailyCap: 500,
  quietHoursStart: '08:00',
  quietHoursEnd: '20:00',
  timeZone: 'America/Sao_Paulo',
  warmupDays: 7,
  warmupFirstDayCap: 50,
  jitter: 0.2,
}) as CampaignSettings;
