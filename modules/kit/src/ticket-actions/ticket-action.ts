/** One step of a list of ticket actions, as the tickets plugin's actions registry takes it (docs/plugins.md). */
export interface TicketAction {
  kind: string;
  params: Record<string, unknown>;
}

type Labels = Record<'pt' | 'en' | 'es', string>;

/** How one param of a kind is drawn (plugins/tickets `ActionField`): a picker, a text, a choice, a list of lines. */
export interface ActionField {
  name: string;
  kind: 'queue' | 'user' | 'tag' | 'text' | 'longText' | 'url' | 'choice' | 'textList';
  labels: Labels;
  optional?: boolean;
  options?: Array<{ value: string; labels?: Labels }>;
  help?: Labels;
  /** an optional picker: what its empty choice says */
  empty?: Labels;
}

/** A kind the server offers, with its label in each language (GET /macros/actions, the automations catalog). */
export interface ActionKind {
  kind: string;
  labels?: Partial<Labels>;
  /** how to draw its params; absent: as JSON */
  fields?: ActionField[];
}

interface Named {
  id: number;
  name: string;
}

/** What the pickers of an action's params list: the company's queues, users and tags. */
export interface ActionChoices {
  kinds: ActionKind[];
  queues: Named[];
  users: Named[];
  tags: Named[];
}

/** a kind's label in the interface's language; its name when the server gave none */
export function kindLabel(kinds: ActionKind[], kind: string, language: string): string {
  const labels = kinds.find((k) => k.kind === kind)?.labels;
  if (!labels) return kind;
  return labels[language.slice(0, 2) as 'pt' | 'en' | 'es'] ?? labels.pt ?? kind;
}
