/** The variables of Whaticket's MessageVariablesPicker, inserted as `{{name}}` (spec §2 schedules dialog). */
export const VARIABLES = ['firstName', 'name', 'ms', 'protocol', 'date', 'hour'] as const;

/** The text with `{{variable}}` put where the caret was (or replacing the selection); returns the new caret. */
export function insertAt(text: string, start: number, end: number, variable: string) {
  const token = `{{${variable}}}`;
  return { text: text.slice(0, start) + token + text.slice(end), caret: start + token.length };
}

/** Spec §2: the list shows the message cut to 25 characters. */
export const truncate = (text: string, max = 25) => (text.length > max ? `${text.slice(0, max)}...` : text);
