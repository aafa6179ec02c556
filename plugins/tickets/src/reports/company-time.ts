/**
 * Calendar days of the company's clock. Core has no per-company time zone yet, so every company counts its days
 * in Brasília time, as Whaticket's servers run (TZ=America/Sao_Paulo).
 */
export const COMPANY_TIME_ZONE = 'America/Sao_Paulo';

/** A calendar day, `YYYY-MM-DD`. */
export type Day = string;

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: COMPANY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The company's clock at `instant`, field by field: two digits each (the year four), hours 00 to 23. */
export type ClockParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

/** What the company's clock reads at `instant` (a schedule's {{date}} and {{hour}}, a report's day). */
export function clockParts(instant: Date | number): ClockParts {
  return Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value])) as ClockParts;
}

/** The wall clock of the zone at `instant`, read as if it were UTC. */
function wallClock(instant: number): number {
  const p = clockParts(instant);
  return Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
}

/** The zone's offset from UTC at `instant`, in ms (Brasília: -3 h). */
function offsetAt(instant: number): number {
  return wallClock(instant) - Math.floor(instant / 1000) * 1000;
}

/** The instant the day starts on the company's clock. */
export function startOfDay(day: Day): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  const first = guess - offsetAt(guess);
  // an offset change between the guess and the answer (daylight saving) is settled by a second look
  return new Date(guess - offsetAt(first));
}

/** The day `n` days after `day` (before, for a negative `n`). */
export function addDays(day: Day, n: number): Day {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The company's calendar day at `instant`. */
export function dayOf(instant: Date): Day {
  return new Date(wallClock(instant.getTime())).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` as Whaticket's reports label days: `dd/mm/YYYY`. */
export function brazilianDate(day: Day): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}
