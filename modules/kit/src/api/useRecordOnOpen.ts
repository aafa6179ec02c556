import { useState } from 'react';
import { useLoad } from './useLoad';

type Id = string | number;

/**
 * A dialog's record, read afresh at each opening: what `load` answers for `id` while `isOpen` (undefined while it
 * loads, and while closed or without an id). Nothing of an earlier opening shows, not even the same id's. Options
 * and `update` as `useLoad`'s.
 */
export function useRecordOnOpen<T, I extends Id = number>(
  isOpen: boolean,
  id: I | null | undefined,
  load: (id: I, signal: AbortSignal) => Promise<T>,
  options: Parameters<typeof useLoad<T>>[2] = {},
) {
  const [opening, setOpening] = useState({ open: isOpen, count: 0 });
  // counted during render, so the key of a new opening is the one this render asks for
  if (opening.open !== isOpen) setOpening({ open: isOpen, count: opening.count + (isOpen ? 1 : 0) });
  const asked = isOpen && id !== null && id !== undefined ? id : null;
  return useLoad<T>(
    asked === null ? null : `${opening.count}:${asked}`,
    (signal) => load(asked as I, signal),
    options,
  );
}
