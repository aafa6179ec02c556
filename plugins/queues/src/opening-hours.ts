import type { Schedule } from './contracts.js';

export { defaultSchedules, type Schedule } from './contracts.js';
/**
 * Opening hours: pure functions over Whaticket's weekly schedule entries (a company's `schedules` and a queue's
 * have the same shape), so the chatbot, the out-of-hours answer and any report agree on what "open" means.
 *
 * Rules:
 * - an entry is found by `weekdayEn` ('monday' ... 'sunday', any case);
 * - a day is open from `startTime` (included) to `endTime` (excluded), minute by minute, in `timeZone`;
 * - an entry with an empty time, or `startTime` equal to `endTime` (Whaticket's default Sunday 00:00-00:00),
 *   is closed all day; a day without an entry is closed;
 * - an overnight range (`endTime` before `startTime`, e.g. 22:00-02:00) belongs to the day it starts on: open
 *   from 22:00 to midnight on that day and from midnight to 02:00 the next morning;
 * - no schedules at all (null or an empty list) means hours were never set: always open.
 */

/** No time zone setting exists in the kernel's config; Brazil's is the product's (spec §9: BRL, pt-BR). */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

export const weekdays = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof weekdays)[number];

/** 'HH:MM' as minutes after midnight; anything else is undefined (an unset time). */
export function minutesOf(time: string | null | undefined): number | undefined {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(time?.trim() ?? '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}

/** The weekday and minute of the day that `date` is on a wall clock in `timeZone`. */
export function localTime(date: Date, timeZone = DEFAULT_TIME_ZONE): { weekday: Weekday; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: part('weekday').toLowerCase() as Weekday,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/** The day's range in minutes, or undefined when that day is closed. */
function rangeOf(schedules: readonly Schedule[], weekday: Weekday) {
  const entry = schedules.find((s) => s.weekdayEn?.trim().toLowerCase() === weekday);
  const start = minutesOf(entry?.startTime);
  const end = minutesOf(entry?.endTime);
  if (start === undefined || end === undefined || start === end) return undefined;
  return { start, end };
}

/** Whether `date` falls inside the opening hours `schedules` describe, read in `timeZone` (rules above). */
export function isOpenAt(
  schedules: readonly Schedule[] | null | undefined,
  date: Date,
  timeZone = DEFAULT_TIME_ZONE,
): boolean {
  if (!schedules?.length) return true;
  const { weekday, minutes } = localTime(date, timeZone);
  return isOpenOn(schedules, weekday, minutes);
}

/** The same rules on a wall-clock minute of the week (no time zone involved). */
function isOpenOn(schedules: readonly Schedule[], weekday: Weekday, minutes: number): boolean {
  const today = rangeOf(schedules, weekday);
  if (today) {
    if (today.start < today.end && minutes >= today.start && minutes < today.end) return true;
    if (today.start > today.end && minutes >= today.start) return true;
  }
  const yesterday = rangeOf(schedules, weekdays[(weekdays.indexOf(weekday) + 6) % 7]!);
  return Boolean(yesterday && yesterday.start > yesterday.end && minutes < yesterday.end);
}

const minutesPerWeek = 7 * 24 * 60;

/**
 * When the closed stretch `date` falls in began (to the minute), or null while open: the key of one
 * out-of-hours period, the same for every moment of it. Walks the wall clock back minute by minute (at most a
 * week, without time zone work per step); hours that never open give the epoch, one endless period.
 */
export function closedSince(
  schedules: readonly Schedule[] | null | undefined,
  date: Date,
  timeZone = DEFAULT_TIME_ZONE,
): Date | null {
  if (!schedules?.length) return null;
  const { weekday, minutes } = localTime(date, timeZone);
  const now = weekdays.indexOf(weekday) * 1440 + minutes;
  const at = (m: number) => {
    const w = (((now - m) % minutesPerWeek) + minutesPerWeek) % minutesPerWeek;
    return isOpenOn(schedules, weekdays[Math.floor(w / 1440)]!, w % 1440);
  };
  if (at(0)) return null;
  let back = 1;
  while (back <= minutesPerWeek && !at(back)) back++;
  if (back > minutesPerWeek) return new Date(0);
  const minuteStart = Math.floor(date.getTime() / 60_000) * 60_000;
  return new Date(minuteStart - (back - 1) * 60_000);
}

/** How far ahead `addOpenMinutes` looks for open time before it gives up. */
const maxWeeksAhead = 8;

/**
 * The moment `minutes` open minutes after `from` have passed (business time: an SLA's due time counted only while
 * open). The minute `from` is in counts from `from` itself; closed stretches are skipped. No schedules: plain
 * `from + minutes`. Hours that never open within eight weeks: null (never due). Walks the wall clock a minute at
 * a time from one time zone reading, as `closedSince` does (a zone's daylight-saving jump is not followed).
 */
export function addOpenMinutes(
  schedules: readonly Schedule[] | null | undefined,
  from: Date,
  minutes: number,
  timeZone = DEFAULT_TIME_ZONE,
): Date | null {
  if (!schedules?.length || minutes <= 0) return new Date(from.getTime() + Math.max(0, minutes) * 60_000);
  const { weekday, minutes: startMinute } = localTime(from, timeZone);
  const start = weekdays.indexOf(weekday) * 1440 + startMinute;
  const minuteStart = Math.floor(from.getTime() / 60_000) * 60_000;
  const open = (m: number) => {
    const w = (start + m) % minutesPerWeek;
    return isOpenOn(schedules, weekdays[Math.floor(w / 1440)]!, w % 1440);
  };
  // the first minute counts only what is left of it
  let left = minutes * 60_000;
  if (open(0)) {
    const firstPart = minuteStart + 60_000 - from.getTime();
    if (left <= firstPart) return new Date(from.getTime() + left);
    left -= firstPart;
  }
  for (let m = 1; m <= maxWeeksAhead * minutesPerWeek; m++) {
    if (!open(m)) continue;
    if (left <= 60_000) return new Date(minuteStart + m * 60_000 + left);
    left -= 60_000;
  }
  return null;
}
