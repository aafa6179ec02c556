import { defaultSchedules } from '@balcao/plugin-queues/contracts';
import type { Schedule } from './api';

/**
 * The fixed colour palette of the queue dialog (spec §9: "a fixed palette", colours not given): sixteen
 * distinct, mid-tone colours that read on light and dark backgrounds, as '#rrggbb' (spec §5: 3 to 9 chars).
 */
export const PALETTE = [
  '#E53935',
  '#D81B60',
  '#8E24AA',
  '#5E35B1',
  '#3949AB',
  '#1E88E5',
  '#039BE5',
  '#00ACC1',
  '#00897B',
  '#43A047',
  '#7CB342',
  '#C0CA33',
  '#FDD835',
  '#FFB300',
  '#FB8C00',
  '#6D4C41',
] as const;

/**
 * A queue's stored week, or the default one (spec §2: Mon to Fri 08:00-18:00, Saturday 08:00-12:00, Sunday
 * 00:00-00:00, closed); always the seven days in the default order.
 */
export function weekOf(stored: Schedule[] | undefined): Schedule[] {
  return defaultSchedules.map((day) => {
    const found = stored?.find((s) => s.weekdayEn.toLowerCase() === day.weekdayEn);
    return found ? { ...day, startTime: found.startTime, endTime: found.endTime } : { ...day };
  });
}

/** Spec §5: opening hours use an HH:MM mask; digits only, the colon typed for the user. */
export function maskTime(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

export const isTime = (value: string) => value === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
