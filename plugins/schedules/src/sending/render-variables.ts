// Whaticket formats the variables in Brazil's time, whatever the server's zone: the company's clock
import { clockParts } from '@balcao/plugin-tickets';

/** The variables a schedule's body may use, as Whaticket's MessageVariablesPicker inserts them: `{{name}}`. */
export const SCHEDULE_VARIABLES = ['firstName', 'name', 'ms', 'protocol', 'date', 'hour'] as const;

/** "ms": the greeting for the time of day in Brazil. */
export function greeting(at: Date): string {
  const h = Number(clockParts(at).hour);
  if (h >= 5 && h < 12) return 'Bom dia';
  if (h >= 12 && h < 18) return 'Boa tarde';
  return 'Boa noite';
}

/**
 * The body with `{{firstName}}`, `{{name}}`, `{{ms}}`, `{{protocol}}`, `{{date}}` (DD/MM/YYYY) and `{{hour}}`
 * (HH:mm:ss) filled in at `at`; anything else between braces stays as typed. Whaticket used Mustache, which
 * also HTML-escaped names ("A &amp; B") in a WhatsApp text: a plain replacement is the better behaviour here.
 */
export function renderBody(body: string, contact: { name: string }, scheduleId: number, at: Date): string {
  const p = clockParts(at);
  const name = contact.name ?? '';
  const values: Record<string, string> = {
    firstName: name.trim().split(/\s+/)[0] ?? '',
    name,
    ms: greeting(at),
    // Whaticket's protocol is the moment's digits; the schedule's id keeps two sent in one second apart
    protocol: `${p.year}${p.month}${p.day}${p.hour}${p.minute}${p.second}${scheduleId}`,
    date: `${p.day}/${p.month}/${p.year}`,
    hour: `${p.hour}:${p.minute}:${p.second}`,
  };
  return body.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, key: string) => values[key] ?? all);
}
