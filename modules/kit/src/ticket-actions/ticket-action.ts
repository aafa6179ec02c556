/** One step of a list of ticket actions, as the tickets plugin's actions registry takes it (docs/plugins.md). */
export interface TicketAction {
  kind: string;
  params: Record<string, unknown>;
}

/** A kind the server offers, with its label in each language (GET /macros/actions, the automations catalog). */
export interface ActionKind {
  kind: string;
  labels?: Partial<Record<'pt' | 'en' | 'es', string>>;
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
