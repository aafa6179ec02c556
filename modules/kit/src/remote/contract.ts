import type { ComponentType } from 'react';
import type { Translations } from '../i18n/setup';
import { inModule } from './module-scope';

/** One page a remote renders for a route the kernel's manifest lists. */
export interface ModuleRoute {
  path: string;
  Component: ComponentType;
}

/**
 * What every remote exposes as `./module` (default export). The shell loads it when one of
 * the module's routes or slots is first shown (an `eager` module right after sign-in), registers `i18n` under
 * the module's name as namespace, and renders the matching route's Component.
 * `slots` are named components other modules may embed with <RemoteSlot>.
 */
export interface RemoteModule {
  name: string;
  routes: ModuleRoute[];
  i18n?: Translations;
  slots?: Record<string, ComponentType<Record<string, unknown>>>;
  /**
   * A small control the shell puts in the top bar for every signed-in user the manifest lists this module for
   * (the internal chat's and announcements' popovers). It renders beside the notifications bell, in manifest
   * order, and must stay narrow: an icon button with a badge and a popover. Its plugin's `ui` sets `eager`, so
   * the shell loads the module at sign-in.
   */
  topBar?: ComponentType;
}

/** The module, each of its components rendered in its scope (`useModuleName`: kit pages use its i18n namespace). */
export function defineModule(module: RemoteModule): RemoteModule {
  const { name } = module;
  const slots = module.slots && Object.entries(module.slots).map(([key, C]) => [key, inModule(name, C)]);
  return {
    ...module,
    routes: module.routes.map((route) => ({ ...route, Component: inModule(name, route.Component) })),
    slots: slots && Object.fromEntries(slots),
    topBar: module.topBar && inModule(name, module.topBar),
  };
}

/** One entry of the kernel's `GET /modules` manifest. */
export interface ManifestMenuItem {
  label: string;
  /** the label per language, sent by the kernel so the menu reads right before the remote loads */
  titles?: Partial<Record<'pt' | 'en' | 'es', string>>;
  path: string;
  icon?: string;
  section?: 'main' | 'admin' | 'management';
  order?: number;
  /** optional client-side guards; the kernel already filters, these are belt and braces. */
  planFlag?: string;
  super?: boolean;
  children?: ManifestMenuItem[];
}
export interface ManifestModule {
  name: string;
  url: string;
  routes: string[];
  menu?: ManifestMenuItem[];
  /** loaded right after sign-in (a top-bar control, a menu badge); every other remote when first shown */
  eager?: boolean;
  /** the shared slots this module fills (`ticketActions`), which <SharedSlots> renders without naming it */
  provides?: string[];
}
