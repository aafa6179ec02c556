import { DateTime } from 'luxon';

export const BILLING_ZONE = 'America/Sao_Paulo';
export const recurrenceMonths = { MENSAL: 1, BIMESTRAL: 2, TRIMESTRAL: 3, SEMESTRAL: 6, ANUAL: 12 } as const;
export type Recurrence = keyof typeof recurrenceMonths;

export const monthsOf = (recurrence: string | null | undefined): number =>
  recurrenceMonths[(recurrence ?? 'MENSAL') as Recurrence] ?? 1;

/**
 * One recurrence later, on Brasília's calendar (spec §4: MENSAL 1 month ... ANUAL 12): the same local day and
 * time, or the month's last day when it has fewer (31 Jan + 1 month = 28/29 Feb), as luxon adds months.
 */
export function advanceByRecurrence(date: Date, recurrence: string | null | undefined): Date {
  return DateTime.fromJSDate(date, { zone: BILLING_ZONE })
    .plus({ months: monthsOf(recurrence) })
    .toJSDate();
}

/** The key of the period starting at a due date: its local day in Brasília. */
export const periodKey = (dueDate: Date): string =>
  DateTime.fromJSDate(dueDate, { zone: BILLING_ZONE }).toISODate()!;
