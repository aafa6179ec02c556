import { z } from 'zod';

/**
 * A required text field as the forms check it (spec §5): trimmed; `required` ('Obrigatório' where Whaticket's
 * screens say it, 'Required' elsewhere) when absent or blank, `short.error` under `short.min` characters, and
 * 'Too Long!' over `max`.
 */
export function requiredText(max: number, required: string, short?: { min: number; error: string }) {
  const text = z.string({ error: required }).trim().min(1, { error: required });
  return (short ? text.min(short.min, { error: short.error }) : text).max(max, { error: 'Too Long!' });
}
