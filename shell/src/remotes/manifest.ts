import { createEffect, createStore, sample } from 'effector';
import {
  api,
  i18n,
  sessionCleared,
  sessionRefreshed,
  slotProvidersSet,
  userUpdated,
  type ManifestMenuItem,
  type ManifestModule,
} from '@balcao/kit';
import { loadRemoteModule, registerRemotes } from './federation';
import { preloadIcons, provideIcons } from '../icons';

// the layout's and the menu's icons are there when they are first drawn (the shell's in one chunk)
const shellIcons = () => import('virtual:balcao-shell-icons').then((m) => provideIcons(m.default));

export const fetchManifestFx = createEffect(async () => {
  const [{ modules }] = await Promise.all([api.get<{ modules: ManifestModule[] }>('/modules'), shellIcons()]);
  registerRemotes(modules);
  registerMenuTitles(modules);
  await preloadIcons(menuIcons(modules.flatMap((m) => m.menu ?? [])));
  return modules;
});

/** Every icon the menu draws: its items', their groups' (shell/src/menu/menu.ts), their children's. */
const menuIcons = (items: Array<ManifestMenuItem & { group?: { icon?: string } }>): string[] =>
  items.flatMap((item) => [
    ...[item.icon, item.group?.icon].filter((icon): icon is string => !!icon),
    ...menuIcons(item.children ?? []),
  ]);

export const $modules = createStore<ManifestModule[]>([])
  .on(fetchManifestFx.doneData, (_, modules) => modules)
  .reset(sessionCleared);
export const $manifestLoaded = createStore(false)
  .on(fetchManifestFx.finally, () => true)
  .reset(sessionCleared);

// The manifest depends on the user (plan, super, profile): fetch it on every new session.
sample({
  clock: [sessionRefreshed, userUpdated],
  filter: fetchManifestFx.pending.map((p) => !p),
  target: fetchManifestFx,
});

// which modules fill which shared slot (the tickets header's `ticketActions`): the kit's <SharedSlots> reads it
sample({ clock: fetchManifestFx.doneData, target: slotProvidersSet });

// A remote loads when its screen or slot is first shown (menu labels come with the manifest); the eager ones
// (a top-bar control, a menu badge) right after sign-in. Failures stay quiet here: the screen shows its own.
fetchManifestFx.doneData.watch((modules) => {
  for (const module of modules) if (module.eager) loadRemoteModule(module.name).catch(() => undefined);
});

/** `<module>:menu` keys resolve from the manifest's titles until the remote registers its own translations. */
function registerMenuTitles(modules: ManifestModule[]) {
  for (const module of modules)
    for (const item of module.menu ?? []) {
      const [ns, key] = item.label.split(':');
      if (!ns || !key) continue;
      for (const [lang, title] of Object.entries(item.titles ?? {}))
        if (title && !i18n.exists(item.label, { lng: lang, fallbackLng: false }))
          i18n.addResource(lang, ns, key, title);
    }
}
