import { useRef } from 'react';

/**
 * Focus goes back to what had it before an overlay opened once the overlay has closed, unless the user (or the
 * screen) put it somewhere else meanwhile. Blueprint returns it whatever happened since, when the closing animation
 * ends: by then the user may be typing in the chat the dialog just created, and an Enter meant for the composer
 * landed on the "new chat" button, which opened the dialog again. Give the overlay `shouldReturnFocusOnClose={false}`
 * and call what this returns from its `onClosed`.
 */
export function useFocusReturn(isOpen: boolean | undefined) {
  const opener = useRef<Element | null>(null);
  const wasOpen = useRef(false);
  // read while rendering the opening, before the overlay's content (an autofocused field) takes the focus
  if (isOpen && !wasOpen.current) opener.current = document.activeElement;
  wasOpen.current = Boolean(isOpen);
  return (overlay: HTMLElement) => {
    const active = document.activeElement;
    const untouched = !active || active === document.body || overlay.contains(active);
    if (untouched && opener.current instanceof HTMLElement && opener.current.isConnected)
      opener.current.focus();
    opener.current = null;
  };
}
