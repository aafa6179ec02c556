export type {
  CampaignSettings,
  CampaignVariable,
  PacingDecision,
  PacingInput,
  PauseReason,
} from './types.js';
import type { CampaignSettings, PacingDecision, PacingInput } from './types.js';

/** When the next campaign message may go, or why and until when the campaign pauses (outreach.md "Pacing semantics"). */
export function decideNext(_input: PacingInput): PacingDecision {
  throw new Error('not implemented');
}

/** The campaign-message cap of a connection on the local day of `now` (warm-up or dailyCap). */
export function dailyCapFor(
  _settings: CampaignSettings,
  _connectionFirstCampaignSendAt: Date | null,
  _now: Date,
): { cap: number; warmingUp: boolean } {
  throw new Error('not implemented');
}

/** ms of the next rate-limit pause: 15 min, doubling while they repeat, at most 4 h. */
export function rateLimitBackoff(_previousPauseMs: number | null): number {
  throw new Error('not implemented');
}

/** Whether a send error is WhatsApp telling us to slow down. */
export function isRateLimitError(_error: string): boolean {
  throw new Error('not implemented');
}

/** The instant the local day of `now` ends in `timeZone` (the next local midnight). */
export function nextLocalMidnight(_now: Date, _timeZone: string): Date {
  throw new Error('not implemented');
}
