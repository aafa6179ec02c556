/**
 * What the macros routes answer and accept, as the screen (modules/macros) and a client see it. The module imports
 * these types (`@balcao/plugin-macros/contracts`), so a field the server adds or renames breaks the browser's type
 * check instead of going unnoticed. Types only: the file imports nothing.
 */

export type MacroVisibility = 'shared' | 'personal';

/** one action of a macro: a kind of the tickets' action registry (`tag.add`) and its params ({ tagId }) */
export interface MacroActionWire {
  kind: string;
  params: Record<string, unknown>;
}

/** a macro as GET /macros lists it */
export interface MacroWire {
  id: number;
  name: string;
  visibility: MacroVisibility;
  /** its author */
  userId: number | null;
  actions: MacroActionWire[];
  /** the caller wrote it */
  mine: boolean;
  createdAt: string;
  updatedAt: string;
}

/** POST /macros; PUT /macros/:id takes any of them */
export interface MacroInput {
  name: string;
  visibility: MacroVisibility;
  actions: Array<{ kind: string; params?: Record<string, unknown> }>;
}

/** how the shared editor draws one param of an action (plugins/tickets `ActionField`) */
export interface ActionFieldWire {
  name: string;
  kind: 'queue' | 'user' | 'tag' | 'text' | 'longText' | 'url' | 'choice' | 'textList';
  labels: { pt: string; en: string; es: string };
  optional?: boolean;
  options?: Array<{ value: string; labels?: { pt: string; en: string; es: string } }>;
  help?: { pt: string; en: string; es: string };
  /** an optional picker: what its empty choice says */
  empty?: { pt: string; en: string; es: string };
}

/** GET /macros/actions: the kinds a macro may hold, with their names per language and their params' fields */
export interface ActionKindWire {
  kind: string;
  labels: { pt: string; en: string; es: string };
  fields?: ActionFieldWire[];
}

/** GET /macros/actions */
export interface ActionKindList {
  actions: ActionKindWire[];
}

/** what one action did */
export interface ActionOutcomeWire {
  kind: string;
  ok: true;
  detail?: Record<string, unknown>;
}

/** POST /macros/:id/apply/:ticketId */
export interface MacroRunWire {
  macroId: number;
  ticketId: number;
  /** true when this answers an earlier run with the same Idempotency-Key: nothing was done again */
  replayed: boolean;
  outcomes: ActionOutcomeWire[];
}
