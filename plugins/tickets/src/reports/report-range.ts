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
