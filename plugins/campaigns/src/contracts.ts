/**
 * A company's campaign settings as GET/PUT /campaign-settings carry them and the settings screen edits them, with
 * their defaults: written once for the plugin and modules/campaigns. Imports nothing.
 */

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
  /** hours a campaign pauses when WhatsApp answers a send with 463 (reach-out timelock) */
  timelockPauseHours: number;
  /** campaign messages per connection per local day to contacts it never talked to; 0 = no quota */
  newChatDailyCap: number;
}

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
  // the timelocks reported on Baileys (#2441) last from hours to days; a day is the cautious first guess
  timelockPauseHours: 24,
  newChatDailyCap: 0,
}) as CampaignSettings;
