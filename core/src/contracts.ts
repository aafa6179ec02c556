/**
 * What core's own routes answer and accept, typed once for the server and the modules that draw them
 * (modules/users, modules/connections, modules/settings, modules/jobs), which import it as
 * `@balcao/core/contracts`. Dates are ISO strings, as the JSON carries them. Types only: the file imports nothing.
 */

/** A label in each language the product ships; Portuguese first because it is the default. */
export interface Labels {
  pt: string;
  en: string;
  es: string;
}

// ---------------------------------------------------------------- users: /users

export type Profile = 'user' | 'admin' | 'supervisor';

/** A queue as a user or a connection carries it (`queues`). */
export interface QueueRef {
  id: number;
  name: string;
  color: string;
}

/** A user as GET /users lists it, GET /users/:id shows it and POST /users and PUT /users/:id answer it. */
export interface UserWire {
  id: number;
  name: string;
  email: string;
  profile: Profile;
  super: boolean;
  allTicket: 'enable' | 'disable' | string;
  whatsappId: number | null;
  queues: QueueRef[];
}

/** GET /users?searchParam&pageNumber (admin): a page of 20, by name. */
export interface UserPage {
  users: UserWire[];
  count: number;
  hasMore: boolean;
}

/** A user as GET /users/list lists it: the company's users, short form, by name (the pickers). */
export interface UserOption {
  id: number;
  name: string;
  email: string;
  profile: Profile;
  /** has the app open now (a live socket) */
  online: boolean;
}

/** What POST /users and PUT /users/:id take (core's user schema); password only when set. */
export interface UserInput {
  name: string;
  email: string;
  password?: string;
  currentPassword?: string;
  profile?: Profile;
  super?: boolean;
  queueIds?: number[];
  whatsappId?: number | null;
  allTicket?: 'enable' | 'disable';
}

// ---------------------------------------------------------------- connections: /whatsapp

/** Spec §4 connection statuses. */
export type ConnectionStatus = 'qrcode' | 'PAIRING' | 'OPENING' | 'CONNECTED' | 'DISCONNECTED' | 'TIMEOUT';

/**
 * A connection as GET /whatsapp lists it and GET, POST and PUT /whatsapp/:id answer it (`whatsapp` events carry
 * it too), with its queues; each field a plugin declared is a field of its own (promptId, ratingFollowUp).
 */
export interface ConnectionWire {
  id: number;
  name: string;
  status: ConnectionStatus;
  qrcode: string | null;
  retries: number;
  /** why it stopped, when the user can act on it: 'passkey-required' (WhatsApp's passkey gate) */
  statusReason?: string | null;
  isDefault: boolean;
  updatedAt: string;
  greetingMessage: string | null;
  complationMessage: string | null;
  outOfHoursMessage: string | null;
  ratingMessage: string | null;
  /** a registered provider's kind: 'beta' (Baileys), 'sim' or a plugin's */
  provider: string;
  /** the connection's API token (admins only; others get it masked) */
  token: string;
  timeSendQueue: number;
  sendIdQueue: number | null;
  expiresInactiveMessage: string | null;
  expiresTicket: number;
  timeUseBotQueues: number;
  maxUseBotQueues: number;
  /** the prompts plugin's connection field */
  promptId: number | null;
  /** the tickets plugin's connection field: asked after a rate of 1 ('' for none) */
  ratingFollowUp?: string | null;
  queues: QueueRef[];
}

/** What POST and PUT /whatsapp/:id take: the editable fields plus the chosen queues (spec §7). */
export type ConnectionInput = Partial<
  Omit<
    ConnectionWire,
    'id' | 'status' | 'qrcode' | 'retries' | 'statusReason' | 'updatedAt' | 'token' | 'queues'
  >
> & { name: string; queueIds?: number[] };

/** `company-{id}-whatsappSession` `{ action: 'update', session }`: a connection's session changed. */
export interface SessionUpdate {
  id: number;
  status: ConnectionStatus;
  qrcode: string;
  retries: number;
  statusReason?: string | null;
  updatedAt: string;
}

// ---------------------------------------------------------------- settings: /settings, /registries, /companies, /plans

/** A company setting as GET /settings lists it and PUT /settings/:key answers it; values are strings. */
export interface SettingWire {
  key: string;
  value: string;
}

/** A plan flag a plugin declared (GET /registries): the plan form shows it; plans carry it under its key. */
export interface PlanFlagWire {
  key: string;
  labels: Labels;
  /** what a new plan starts with */
  default: boolean;
  plugin: string;
}

/** A counted limit a plugin adds to plans (campaigns, schedules), a number field of the plan on the wire. */
export interface PlanLimitWire {
  key: string;
  labels: Labels;
  /** what a new plan starts with */
  default: number;
  plugin: string;
}

/** A setting a plugin declared (GET /registries); those the viewer may not see are left out. */
export interface SettingDeclarationWire {
  key: string;
  labels: Labels;
  default: string;
  /** a closed set of values; null for free text up to maxLength */
  choices: { value: string; labels: Labels }[] | null;
  maxLength: number | null;
  access: 'admin' | 'super';
  /** an integration credential */
  secret: boolean;
  /** the company form carries it as a field of the company */
  companyField: boolean;
  plugin: string;
}

/** A connection field a plugin declared (a token, an id), shown only when its provider is chosen. */
export interface ConnectionFieldWire {
  key: string;
  labels: Labels;
  plugin: string;
  /** the provider kind whose connections have it; null: every connection's (the dialog's own, like promptId) */
  provider: string | null;
  secret: boolean;
  /** help under the input; `{apiUrl}` and `{id}` are filled in by the dialog */
  hint: Labels | null;
}

/** A provider the server offers for connections, with what it costs and risks. */
export interface ChannelProviderWire {
  kind: string;
  labels: Labels;
  traits: { cost: Labels; risk: Labels; groups: boolean; templates: boolean; window24h: boolean } | null;
}

/** GET /registries: what the plugins declared, for the plan form, the settings page and the connection dialog. */
export interface RegistriesWire {
  planFlags: PlanFlagWire[];
  planLimits: PlanLimitWire[];
  settings: SettingDeclarationWire[];
  connectionFields: ConnectionFieldWire[];
  channelProviders: ChannelProviderWire[];
}

export type Recurrence = 'MENSAL' | 'BIMESTRAL' | 'TRIMESTRAL' | 'SEMESTRAL' | 'ANUAL';

/** One day of a company's opening hours (PUT /companies/:id/schedules). */
export interface Schedule {
  weekday: string;
  weekdayEn: string;
  startTime: string;
  endTime: string;
}

/** A company as GET /companies lists it (super) and GET, POST and PUT /companies/:id answer it. */
export interface CompanyWire {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  planId: number;
  plan?: { id: number; name: string };
  status: boolean;
  dueDate: string | null;
  /** the end of the company's trial, when it signed up for one */
  trialExpiration: string | null;
  recurrence: Recurrence | null;
  createdAt: string;
  schedules?: Schedule[] | null;
  /** the company's settings (GET /companies carries them; the form reads its company fields here) */
  settings?: SettingWire[];
}

/** GET /companies/listPlan/:companyId: a company's name and plan, each of the plan's flags under its key. */
export interface CompanyPlanWire {
  id: number;
  name: string;
  plan: {
    id: number;
    name: string;
    users: number;
    connections: number;
    queues: number;
    value: number;
  } | null;
}

/** What POST /companies and PUT /companies/:id take. */
export interface CompanyInput {
  name: string;
  email?: string;
  phone?: string;
  planId: number;
  status: boolean;
  dueDate: string | null;
  recurrence: Recurrence;
  /** each setting declared as a company field (campaignsEnabled), as Whaticket's form sends it */
  [companyField: string]: string | number | boolean | null | undefined;
}

/** A plan's own columns as POST /plans and PUT /plans/:id take them; each declared flag and limit goes beside. */
export interface PlanColumns {
  name: string;
  users: number;
  connections: number;
  queues: number;
  value: number;
  enabled: boolean;
}

// ---------------------------------------------------------------- jobs: /jobs (super)

/** Agenda's job states, derived from the job's timestamps ('paused' = disabled). */
export type JobState = 'queued' | 'running' | 'failed' | 'scheduled' | 'completed' | 'repeating' | 'paused';

/** A job as GET /jobs lists it and POST /jobs/:id/retry answers it (`jobs` events carry it too). */
export interface JobWire {
  id: string;
  name: string;
  /** From the job's data; null for platform-wide jobs. */
  companyId: number | null;
  companyName: string | null;
  state: JobState;
  nextRunAt: string | null;
  lastRunAt: string | null;
  lastFinishedAt: string | null;
  failedAt: string | null;
  failCount: number;
  failReason: string | null;
  repeatInterval: string | number | null;
  disabled: boolean;
}

/** GET /jobs?state&pageNumber */
export interface JobPage {
  jobs: JobWire[];
  count: number;
  hasMore: boolean;
}

/** GET /jobs/summary: how many jobs are in each state. */
export type JobSummary = Record<JobState, number> & { total: number };
