import { z } from 'zod';
import { dayOf, type Day } from './company-time.js';

/** The days a report covers, both included. */
export interface DayRange {
  from: Day;
  to: Day;
}

/** Whaticket's report charts send `initialDate` and `finalDate`; a missing one is the other, both missing today. */
export function reportRange(q: { initialDate?: Day; finalDate?: Day }, now = new Date()): DayRange {
  const today = dayOf(now);
  return { from: q.initialDate ?? q.finalDate ?? today, to: q.finalDate ?? q.initialDate ?? today };
}

/** 2025-02-30 rolls over to March: a real day reads back as written. */
const isCalendarDay = (v: string) => {
  const at = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().startsWith(v);
};

/** A report's `initialDate` / `finalDate`: `YYYY-MM-DD`, a real calendar day ('Data inválida' otherwise). */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Data inválida' })
  .refine(isCalendarDay, { error: 'Data inválida' });
