import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is narrower than `px` now, kept in step as it resizes: for a bar that must fold by the room
 * it has (a drawer opened beside it), which the viewport's width does not tell.
 */
export function useWidthUnder(ref: RefObject<HTMLElement | null>, px: number): boolean {
  const [under, setUnder] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setUnder(entry.contentRect.width < px);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, px]);
  return under;
}
