import { useEffect, useState } from 'react';

/**
 * A choice kept in localStorage as JSON: read as the component mounts (`fallback` when absent or unreadable,
 * `fromStored` shapes what was kept), written back whenever it changes.
 */
export function useStored<T>(key: string, fallback: T, fromStored: (kept: T) => T = (kept) => kept) {
  const [value, setValue] = useState<T>(() => {
    try {
      const raw = localStorage.getItem(key);
      return raw === null ? fallback : fromStored(JSON.parse(raw) as T);
    } catch {
      return fallback;
    }
  });
  useEffect(() => localStorage.setItem(key, JSON.stringify(value)), [key, value]);
  return [value, setValue] as const;
}
