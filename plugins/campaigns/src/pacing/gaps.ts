import type { CampaignSettings } from './types.js';

/**
 * Settings seconds after the `sentInRun`th message of a run: messageInterval, or greaterInterval after every
 * longerIntervalAfter messages (0 = never; a greaterInterval of 0 means no longer gap, so the usual one stays).
 */
export function baseGapSeconds(settings: CampaignSettings, sentInRun: number): number {
  const every = settings.longerIntervalAfter;
  const longer = every > 0 && settings.greaterInterval > 0 && sentInRun > 0 && sentInRun % every === 0;
  return longer ? settings.greaterInterval : settings.messageInterval;
}

/** The gap in ms, drawn uniformly within ±jitter of itself so the sends do not tick like a machine. */
export function jitteredGapMs(
  settings: CampaignSettings,
  sentInRun: number,
  secondMs: number,
  random: () => number,
): number {
  const base = baseGapSeconds(settings, sentInRun) * secondMs;
  return Math.round(base * (1 + settings.jitter * (2 * random() - 1)));
}
