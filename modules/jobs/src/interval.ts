/** Splits a recurring job's interval ("5 minutes", "1 day", 300000) into a count and a unit to translate; null for cron. */
type IntervalUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month';
const UNITS: Array<[IntervalUnit, number]> = [
  ['week', 604_800_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

export function parseInterval(interval: string | number): { count: number; unit: IntervalUnit } | null {
  if (typeof interval === 'number' || /^\d+$/.test(interval)) {
    const ms = Number(interval);
    const unit = UNITS.find(([, size]) => ms >= size && ms % size === 0);
    return unit ? { count: ms / unit[1], unit: unit[0] } : null;
  }
  const match = /^(?:(\d+(?:\.\d+)?)\s*)?(second|minute|hour|day|week|month)s?$/i.exec(interval.trim());
  if (!match) return null;
  return { count: match[1] ? Number(match[1]) : 1, unit: match[2]!.toLowerCase() as IntervalUnit };
}
