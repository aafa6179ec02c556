import { createEvent, createStore } from 'effector';

export type Theme = 'light' | 'dark';
const THEME_KEY = 'preferredTheme';
const VOLUME_KEY = 'volume';

function initialTheme(): Theme {
  const saved = localStorage.getItem(THEME_KEY);
  if (saved === 'light' || saved === 'dark') return saved;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export const themeToggled = createEvent();
export const themeChosen = createEvent<Theme>();
export const $theme = createStore<Theme>(initialTheme())
  .on(themeToggled, (theme) => (theme === 'dark' ? 'light' : 'dark'))
  .on(themeChosen, (_, theme) => theme);
// Saved only when the user chooses, so the system default keeps applying until then.
$theme.updates.watch((theme) => localStorage.setItem(THEME_KEY, theme));

function initialVolume(): number {
  const saved = Number(localStorage.getItem(VOLUME_KEY));
  return localStorage.getItem(VOLUME_KEY) !== null && saved >= 0 && saved <= 1 ? saved : 1;
}
export const volumeChanged = createEvent<number>();
export const $volume = createStore(initialVolume()).on(volumeChanged, (_, v) => Math.min(1, Math.max(0, v)));
$volume.updates.watch((v) => localStorage.setItem(VOLUME_KEY, String(v)));
