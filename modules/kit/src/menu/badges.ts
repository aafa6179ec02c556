import { createEvent, createStore } from 'effector';
import { sessionCleared } from '../session/model';

/**
 * Marks on side-menu items, keyed by the item's path: a module flags its own entry (the '!' on Connections)
 * without the shell knowing any feature. `badge: null` removes the mark.
 */
export const menuBadgeSet = createEvent<{ path: string; badge: string | null }>();

export const $menuBadges = createStore<Record<string, string>>({})
  .on(menuBadgeSet, (all, { path, badge }) => {
    if ((all[path] ?? null) === badge) return all;
    const next = { ...all };
    if (badge === null) delete next[path];
    else next[path] = badge;
    return next;
  })
  .reset(sessionCleared);
