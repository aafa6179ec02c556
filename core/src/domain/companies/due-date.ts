import type { Recurrence } from './company-model.js';

const months: Record<Recurrence, number> = {
  MENSAL: 1,
  BIMESTRAL: 2,
  TRIMESTRAL: 3,
  SEMESTRAL: 6,
  ANUAL: 12,
};

/** '+ Vencimento': the due date moves on by the company's recurrence (from today when it has none). */
export function advanceDueDate(current: Date | null, recurrence: Recurrence, now = new Date()): Date {
  const from = current ? new Date(current) : new Date(now);
  const day = from.getUTCDate();
  const next = new Date(from);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months[recurrence]);
  // 31 Jan + 1 month is the last day of February, not 3 March
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export const TRIAL_DAYS = 3;
export const trialDueDate = (now = new Date()) => new Date(now.getTime() + TRIAL_DAYS * 864e5);
