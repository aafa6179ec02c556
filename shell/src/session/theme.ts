import { Classes } from '@blueprintjs/core';
import { $theme } from '@balcao/kit';

/** Blueprint's dark class on <html> so portals (dialogs, toasts) follow the theme too. */
export function startThemeSync(): void {
  $theme.watch((theme) => {
    const root = document.documentElement;
    root.classList.toggle(Classes.DARK, theme === 'dark');
    root.classList.toggle('theme-dark', theme === 'dark');
    root.style.colorScheme = theme;
  });
}
