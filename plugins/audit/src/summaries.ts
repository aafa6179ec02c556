/**
 * A row's summary, in no language: the screen says the action in the reader's words, the summary names what
 * changed (`name, email`, `open → closed`, `userRating: disabled → enabled`).
 */
const MAX_KEYS = 8;

/** the fields a body or a diff names, at most MAX_KEYS of them */
export function fieldNames(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return '';
  const keys = Object.keys(value);
  return keys.length > MAX_KEYS ? `${keys.slice(0, MAX_KEYS).join(', ')}, …` : keys.join(', ');
}

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v));

/** `from → to` */
export const arrow = (from: unknown, to: unknown) => `${shown(from)} → ${shown(to)}`;
