import { createEffect, createStore, sample } from 'effector';
import { api, i18n, sessionCleared, sessionRefreshed, userUpdated, type ManifestModule } from '@balcao/kit';
import { loadRemoteModule, registerRemotes } from './federation';

export const fetchManifestFx = createEffect(async () => {
  const { modules } = await api.get<{ modules: ManifestModule[] }>('/modules');
  registerRemotes(modules);
  registerMenuTitles(modules);
  return modules;
});

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

// Menu labels and slots live in the remotes: warm them up in the background, failures stay quiet.
fetchManifestFx.doneData.watch((modules) => {
  for (const module of modules) loadRemoteModule(module.name).catch(() => undefined);
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
