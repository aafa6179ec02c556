import { isoDay } from '@balcao/kit';
import type { Figures } from './api';

/** 45 s, 12 min, 1 h 05 min: an average duration as a person reads it; a dash when there is none. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  const minutes = Math.round(s / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** The share of rates at the top of the scale (3), as a whole percent; a dash without rates. */
export const formatSatisfied = (f: Figures) =>
  f.ratings ? `${Math.round((100 * f.satisfied) / f.ratings)}%` : '—';

/** 2,4 / 3 in the reader's language; a dash without rates. */
export const formatRating = (f: Figures, language: string) =>
  f.ratingAverage === null
    ? '—'
    : `${f.ratingAverage.toLocaleString(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} / 3`;

/** The page opens on the last seven days, today included. */
export function lastWeek(now = new Date()): { initialDate: string; finalDate: string } {
  return {
    initialDate: isoDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 6)),
    finalDate: isoDay(now),
  };
}
