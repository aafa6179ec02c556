/**
 * What the automations routes answer and accept, as the screen (modules/automations) and a client see them. The
 * module imports these types (`@balcao/plugin-automations/contracts`). Types only: the file imports nothing.
 */

/** what starts a rule */
export type AutomationEvent =
  'ticket.created' | 'message.received' | 'ticket.updated' | 'sla.breached' | 'ticket.idle';

/** one condition: a field of the ticket or the event, compared with `op` to `value` */
export interface ConditionWire {
  field: string;
  /** a keyed field's key: the contact's custom field's name (`contact.custom`) */
  key?: string;
  op: string;
  value?: string | number | null;
}

/** one action: a kind of the tickets' action registry (`tag.add`) and its params ({ tagId }) */
export interface RuleActionWire {
  kind: string;
  params: Record<string, unknown>;
}

/** a rule as GET /automations lists it */
export interface RuleWire {
  id: number;
  name: string;
  enabled: boolean;
  event: AutomationEvent;
  /** all must hold (an empty list always holds) */
  conditions: ConditionWire[];
  actions: RuleActionWire[];
  /** `ticket.idle` only: minutes without a message */
  idleMinutes: number | null;
  createdAt: string;
  updatedAt: string;
}

/** POST /automations; PUT /automations/:id takes any of them */
export interface RuleInput {
  name: string;
  enabled?: boolean;
  event: AutomationEvent;
  conditions?: ConditionWire[];
  actions: Array<{ kind: string; params?: Record<string, unknown> }>;
  idleMinutes?: number | null;
}

export type RunOutcome = 'ok' | 'failed' | 'skipped';

/** one run of a rule, as GET /automations/:id/runs lists it (newest first) */
export interface RunWire {
  id: number;
  ruleId: number;
  ticketId: number | null;
  /** the fact that started it (`message:42`, `sla:7:firstResponse:...`): one run per rule and key */
  eventKey: string;
  outcome: RunOutcome;
  /** ok: each action's outcome; failed: the error code and the action that failed; skipped: why */
  detail: Record<string, unknown>;
  createdAt: string;
}

/** how the shared editor draws one param of an action (plugins/tickets `ActionField`) */
export interface ActionFieldWire {
  name: string;
  kind: 'queue' | 'user' | 'tag' | 'text' | 'longText' | 'url' | 'choice' | 'textList';
  labels: Labels;
  optional?: boolean;
  options?: Array<{ value: string; labels?: Labels }>;
  help?: Labels;
  /** an optional picker: what its empty choice says */
  empty?: Labels;
}

export interface Labels {
  pt: string;
  en: string;
  es: string;
}

/** GET /automations/catalog: what the editor offers */
export interface CatalogWire {
  events: Array<{ event: AutomationEvent; labels: Labels }>;
  conditions: Array<{
    field: string;
    labels: Labels;
    ops: string[];
    /** what `value` holds: a queue, tag or connection id, a status, some text, nothing */
    value: 'queue' | 'tag' | 'connection' | 'status' | 'text' | 'none';
    /** the condition names a key too: the custom field's name (`contact.custom`) */
    keyed?: boolean;
    /** the events whose facts carry the field (message text: message.received only); absent: every event */
    events?: AutomationEvent[];
  }>;
  actions: Array<{ kind: string; labels: Labels; fields?: ActionFieldWire[] }>;
}
