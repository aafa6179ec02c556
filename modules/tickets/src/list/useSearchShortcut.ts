import { useEffect, useRef } from 'react';

/** where a typed "/" is text: a field, or an editable element */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select') !== null;
}

/**
 * The way in to the search from the keyboard: "/" (outside a text field) or Ctrl+K (⌘K) anywhere on the page,
 * but not inside a dialog or drawer, which keeps its own keys.
 */
export function useSearchShortcut(onSearch: () => void): void {
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing || e.altKey) return;
      const ctrlK = (e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'k';
      const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !isTyping(e.target);
      if (!ctrlK && !slash) return;
      // a dialog is open (Blueprint marks the body), or the key is pressed in a popover or drawer
      if (document.body.classList.contains('bp6-overlay-open')) return;
      if (e.target instanceof Element && e.target.closest('.bp6-overlay')) return;
      e.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
