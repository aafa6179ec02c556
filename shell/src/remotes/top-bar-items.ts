import { createEffect, createStore, sample } from 'effector';
import { sessionCleared, type ManifestModule } from '@balcao/kit';
import type { ComponentType } from 'react';
import { loadRemoteModule } from './federation';
import { fetchManifestFx } from './manifest';

export interface TopBarItem {
  module: string;
  Component: ComponentType;
}

/**
 * The `topBar` controls of the user's eager modules (a module with a top-bar control is declared eager), in
 * manifest order; a remote that fails is left out.
 */
const loadTopBarItemsFx = createEffect(async (modules: ManifestModule[]) => {
  const found = await Promise.all(
    modules
      .filter((m) => m.eager)
      .map((m) =>
        loadRemoteModule(m.name).then(
          (remote) => (remote.topBar ? { module: m.name, Component: remote.topBar } : null),
          () => null,
        ),
      ),
  );
  return found.filter((item): item is TopBarItem => item !== null);
});

export const $topBarItems = createStore<TopBarItem[]>([])
  .on(loadTopBarItemsFx.doneData, (_, items) => items)
  .reset(sessionCleared);

sample({ clock: fetchManifestFx.doneData, target: loadTopBarItemsFx });
