import type { CampaignSettings, PauseReason } from '../contracts.js';

export type { CampaignSettings, CampaignVariable, PauseReason } from '../contracts.js';

export interface PacingInput {
  now: Date;
  settings: CampaignSettings;
  /** campaign messages this run has sent so far (the gap after the Nth is the longer one every longerIntervalAfter) */
  sentInRun: number;
  /** campaign messages sent through this connection since the local midnight of `now` (any campaign) */
  sentTodayOnConnection: number;
  /** the connection's first ever campaign send, null if none yet (warm-up starts with the first) */
  connectionFirstCampaignSendAt: Date | null;
  /** when this run sent its last message, null before the first */
  lastSentAt: Date | null;
  /** a rate-limit pause in force until this instant, if any */
  rateLimit: { until: Date | null };
  /**
   * the account's reach-out timelock in force until this instant, if any: the end WhatsApp stated, or the pause
   * taken after a 463 when it stated none
   */
  timelock?: { until: Date | null };
  /**
   * the next send opens a chat the connection never had, how many such sends it made on now's local day, and
   * what is left of the new-chat quota WhatsApp stated for the cycle (with the cycle's end), when it stated one
   */
  newChat?: { isNew: boolean; sentToday: number; quota?: { remaining: number; cycleEndsAt: Date | null } };
  /** real ms one settings second lasts (CAMPAIGN_SECOND_MS; 1000 in production) */
  secondMs: number;
  /** uniform in [0, 1); Math.random by default (tests pass their own) */
  random?: () => number;
}

export type PacingDecision = { kind: 'send'; at: Date } | { kind: 'pause'; until: Date; reason: PauseReason };
