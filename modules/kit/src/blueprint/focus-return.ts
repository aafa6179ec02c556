import { useState } from 'react';
import type { OverlayProps } from '@blueprintjs/core';

/**
 * Focus goes back to what had it before an overlay opened once the overlay has closed, unless the user (or the
 * screen) put it somewhere else meanwhile. Blueprint returns it whatever happened since, when the closing animation
 * ends: by then the user may be typing in the chat the dialog just created, and an Enter meant for the composer
 * landed on the "new chat" button, which opened the dialog again. Takes the overlay's props and answers the two that
 * replace Blueprint's return, to spread after them.
 */
export function useFocusReturn({
  isOpen,
  shouldReturnFocusOnClose = true,
  onClosed,
}: Partial<Pick<OverlayProps, 'isOpen' | 'shouldReturnFocusOnClose' | 'onClosed'>>) {
  const [opened, setOpened] = useState(false);
  const [opener, setOpener] = useState<Element | null>(null);
  // read while rendering the opening, before the overlay's content (an autofocused field) takes the focus
  if (Boolean(isOpen) !== opened) {
    setOpened(Boolean(isOpen));
    if (isOpen) setOpener(document.activeElement);
  }
  return {
    shouldReturnFocusOnClose: false,
    onClosed: (overlay: HTMLElement) => {
      const active = document.activeElement;
      const untouched = !active || active === document.body || overlay.contains(active);
      if (shouldReturnFocusOnClose && untouched && opener instanceof HTMLElement && opener.isConnected)
        opener.focus();
      onClosed?.(overlay);
    },
  };
}
