/**
 * What the campaigns routes answer and accept, and a company's campaign settings as GET/PUT /campaign-settings
 * carry them and the settings screen edits them, with their defaults: written once for the plugin and
 * modules/campaigns. Dates are ISO text. Imports nothing.
 */

/** A campaign's state, Whaticket's names (spec §3). */
export type CampaignStatus = 'INATIVA' | 'PROGRAMADA' | 'EM_ANDAMENTO' | 'CANCELADA' | 'FINALIZADA';

/**
 * The Whaticket campaign (spec §3), as GET /campaigns (a page), GET /campaigns/:id, POST and PUT answer it and the
 * `company-{id}-campaign` socket event carries it; mediaPath is a signed link to the campaign's file.
 */
export interface CampaignWire {
  id: number;
  name: string;
  status: CampaignStatus;
  confirmation: boolean;
  scheduledAt: string | null;
  completedAt: string | null;
  whatsappId: number | null;
  contactListId: number | null;
  tagListId: number | null;
  fileListId: number | null;
  mediaPath: string | null;
  mediaName: string | null;
  message1: string | null;
  message2: string | null;
  message3: string | null;
  message4: string | null;
  message5: string | null;
  confirmationMessage1: string | null;
  confirmationMessage2: string | null;
  confirmationMessage3: string | null;
  confirmationMessage4: string | null;
  confirmationMessage5: string | null;
  /** a network template sent instead of the messages (a Cloud API connection's; Balcão addition) */
  templateName?: string | null;
  templateLanguage?: string | null;
  /** what fills each {{n}} of the template: {nome}, {numero}, {email}, a setting's {key} or fixed text */
  templateVariables?: string[] | null;
  /** the template's media header file: a link or Meta's media id */
  templateHeader?: {
    type: 'image' | 'document' | 'video';
    link?: string;
    id?: string;
    filename?: string;
  } | null;
  /** the template's buttons' values by place: a quick reply's payload, a URL button's end of link */
  templateButtons?: Array<{ index: number; type: 'quick_reply' | 'url'; value: string }> | null;
  /** the campaign's contact list and connection as { id, name } (the list, the page and the event carry them) */
  contactList?: { id: number; name: string } | null;
  whatsapp?: { id: number; name: string } | null;
}

/** POST /campaigns and PUT /campaigns/:id: any of the campaign's own fields. */
export type CampaignInput = Partial<
  Omit<CampaignWire, 'id' | 'contactList' | 'whatsapp' | 'completedAt' | 'mediaPath' | 'mediaName'>
>;

/** The `company-{id}-campaign` socket event: a campaign created or changed, or the id of one deleted. */
export type CampaignEvent =
  { action: 'create' | 'update'; record: CampaignWire } | { action: 'delete'; id: number | string };

/** Why a running campaign waits (GET /campaigns/:id/report's pause; outreach.md). */
export type PauseReason =
  'quiet-hours' | 'daily-cap' | 'warm-up' | 'rate-limit' | 'timelock' | 'new-chat-cap' | 'new-chat-quota';

/** The new-chat quota WhatsApp stated for a connection's current cycle, and what is left of it. */
export interface WhatsappQuota {
  used: number;
  total: number;
  remaining: number;
  cycleEndsAt: string | null;
  status: string | null;
}

/** The safety block of GET /campaigns/:id/report (outreach.md): what limits the campaign's connection today. */
export interface SafetyReport {
  dailyCap: number;
  sentToday: number;
  quietHours: { start: string; end: string };
  timeZone: string;
  /** today's warm-up cap while the connection warms up, null once it sends up to dailyCap */
  warmupCap: number | null;
  /** the per-day quota of sends to contacts the connection never talked to (0 = none), and today's count */
  newChatCap?: number;
  newChatsToday?: number;
  /** the new-chat quota WhatsApp stated for the connection's current cycle; null when it stated none */
  whatsappQuota?: WhatsappQuota | null;
}

/** GET /campaigns/:id/report (Balcão addition): counts instead of the 100k-row shipping download. */
export interface CampaignReport {
  campaign: CampaignWire;
  counts: {
    valid: number;
    delivered: number;
    confirmationRequested: number;
    confirmed: number;
    invalid: number;
    failed: number;
    pending: number;
  };
  pause: { reason: PauseReason; until: string | null } | null;
  safety: SafetyReport;
}

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
