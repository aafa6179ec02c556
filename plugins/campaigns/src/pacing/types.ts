/** A campaign variable of the settings screen, written {key} in a message (spec §2). */
export interface CampaignVariable {
  key: string;
  value: string;
}

/** A company's campaign settings with defaults applied (spec §2, §3; outreach.md for the safety keys). */
export interface CampaignSettings {
  /** seconds between two messages; 0 = none */
  messageInterval: number;
  /** after every this many messages the gap is greaterInterval instead; 0 = never */
  longerIntervalAfter: number;
  /** seconds of the longer gap; 0 = none */
  greaterInterval: number;
  variables: CampaignVariable[];
  /** campaign messages per connection per local day once warmed up */
  dailyCap: number;
  /** 'HH:MM': sending allowed from this local time (inclusive) ... */
  quietHoursStart: string;
  /** ... until this one (exclusive); a window may cross midnight (22:00-06:00); start = end = no quiet hours */
  quietHoursEnd: string;
  /** IANA zone the window and the local day are read in */
  timeZone: string;
  /** a connection whose first campaign send is less than this many days old is warming up */
  warmupDays: number;
  /** the cap on a connection's first campaign day, rising linearly to dailyCap on day warmupDays */
  warmupFirstDayCap: number;
  /** every gap is drawn uniformly within ± this fraction of itself (0..0.5) */
  jitter: number;
}

export type PauseReason = 'quiet-hours' | 'daily-cap' | 'warm-up' | 'rate-limit';

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
  /** real ms one settings second lasts (CAMPAIGN_SECOND_MS; 1000 in production) */
  secondMs: number;
  /** uniform in [0, 1); Math.random by default (tests pass their own) */
  random?: () => number;
}

export type PacingDecision = { kind: 'send'; at: Date } | { kind: 'pause'; until: Date; reason: PauseReason };
