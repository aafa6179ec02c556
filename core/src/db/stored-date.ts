/**
 * A date column as a Date, whichever engine read it: SQLite hands back epoch milliseconds (a number, or a numeric
 * string from an aggregate), MariaDB a Date. Null and undefined stay null.
 */
export function storedDate(v: unknown): Date | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v;
  return new Date(typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : (v as string | number));
}
