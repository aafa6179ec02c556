import { DateTime, IANAZone } from 'luxon';

/** Wall-clock questions in a company's IANA zone; luxon reads the zone rules (DST included) from Intl. */

/** 'HH:MM' -> minutes since local midnight. */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
}

function local(at: Date, timeZone: string): DateTime {
  return DateTime.fromJSDate(at, { zone: timeZone });
}

/** Whether `at` falls in the local window [start, end); a window may cross midnight; start = end means always. */
export function inWindow(at: Date, start: string, end: string, timeZone: string): boolean {
  const from = minutesOf(start);
  const to = minutesOf(end);
  if (from === to) return true;
  const t = local(at, timeZone);
  const m = t.hour * 60 + t.minute;
  return from < to ? m >= from && m < to : m >= from || m < to;
}

/** The first instant at or after `at` whose local time is `start` (a time skipped by DST moves forward with it). */
export function nextOpening(at: Date, start: string, timeZone: string): Date {
  const from = minutesOf(start);
  const t = local(at, timeZone);
  const today = t.startOf('day').set({ hour: Math.floor(from / 60), minute: from % 60 });
  if (today.toMillis() >= at.getTime()) return today.toJSDate();
  const tomorrow = t
    .startOf('day')
    .plus({ days: 1 })
    .set({ hour: Math.floor(from / 60), minute: from % 60 });
  return tomorrow.toJSDate();
}

/** The instant the local day of `at` ends (the next local midnight, or the day's first instant if DST skips it). */
export function nextLocalMidnight(at: Date, timeZone: string): Date {
  return local(at, timeZone).startOf('day').plus({ days: 1 }).toJSDate();
}

/** The instant the local day of `at` began (count "sent today" from here). */
export function localDayStart(at: Date, timeZone: string): Date {
  return local(at, timeZone).startOf('day').toJSDate();
}

/** Whether two instants fall on the same local calendar day. */
export function sameLocalDay(a: Date, b: Date, timeZone: string): boolean {
  return local(a, timeZone).toISODate() === local(b, timeZone).toISODate();
}

/** Local calendar days from `from` to `to` (0 on the same day), whatever the length of the days between. */
export function localDaysBetween(from: Date, to: Date, timeZone: string): number {
  const a = local(from, timeZone).startOf('day');
  const b = local(to, timeZone).startOf('day');
  // a DST day lasts 23 or 25 hours: the rounded difference is the count of calendar days
  return Math.round(b.diff(a, 'days').days);
}

/** Whether Intl knows the IANA zone; luxon's own names ('system', 'UTC+3') would follow the server, not the company. */
export function isTimeZone(timeZone: string): boolean {
  return IANAZone.isValidZone(timeZone);
}
