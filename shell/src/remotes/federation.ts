import {
  __federation_method_getRemote as getRemote,
  __federation_method_setRemote as setRemote,
  __federation_method_unwrapDefault as unwrapDefault,
} from 'virtual:__federation__';
import { registerTranslations, type ManifestModule, type RemoteModule } from '@balcao/kit';
import { provideIcons, type BundledIcons } from '../icons';

const loaded = new Map<string, Promise<RemoteModule>>();
const known = new Map<string, ManifestModule>();

/** Every remote exposes `./module` whose default export is a RemoteModule (modules/kit/README.md). */
export function registerRemotes(modules: ManifestModule[]): void {
  for (const module of modules) {
    if (known.get(module.name)?.url === module.url) continue;
    known.set(module.name, module);
    loaded.delete(module.name);
    setRemote(module.name, { url: module.url, format: 'esm', from: 'vite' });
  }
}

export function loadRemoteModule(name: string): Promise<RemoteModule> {
  let promise = loaded.get(name);
  if (!promise) {
    if (!known.has(name)) return Promise.reject(new Error(`unknown module ${name}`));
    promise = getRemote(name, './module').then(async (exposed) => {
      const module = unwrapDefault(exposed) as RemoteModule;
      if (!module || !Array.isArray(module.routes)) throw new Error(`module ${name} has no routes`);
      if (module.i18n) registerTranslations(name, module.i18n);
      // the paths of the icons its screens name come with it (modules/kit/vite-icons.ts): none draws empty
      await provideIcons((exposed as { __icons?: BundledIcons }).__icons);
      return module;
    });
    // A failed load is not cached: the next visit tries again.
    promise.catch(() => loaded.delete(name));
    loaded.set(name, promise);
  }
  return promise;
}
