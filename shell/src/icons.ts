import { Icons, type IconName, type IconPaths } from '@blueprintjs/icons';

/**
 * Production: each icon's paths live at a fixed URL emitted by build/icon-chunks.ts, fetched on
 * first use. Dev: Blueprint's default loader (Vite serves the sources).
 */
export function setupIcons(): void {
  if (import.meta.env.DEV) return;
  const base = `${import.meta.env.BASE_URL}assets/bp-icons`;
  Icons.setLoaderOptions({
    loader: async (name, size) => {
      try {
        const module = (await import(/* @vite-ignore */ `${base}/${size}/${name}.js`)) as {
          default: IconPaths;
        };
        return module.default;
      } catch {
        return [];
      }
    },
  });
}

/** Icon paths a build carried along (a remote's `__icons`, the shell's own): name -> [16 px, 20 px]. */
export type BundledIcons = Record<string, [IconPaths, IconPaths]>;

/** Hands bundled paths to Blueprint, so an `<Icon>` drawn next has them at its first render. */
export async function provideIcons(icons: BundledIcons | undefined): Promise<void> {
  if (!icons) return;
  const names = Object.keys(icons).filter(Icons.isValidIconName) as IconName[];
  const loader = async (name: IconName, size: number) => icons[name]![size >= 20 ? 1 : 0];
  await Promise.all([Icons.load(names, 16, { loader }), Icons.load(names, 20, { loader })]);
}

/**
 * Fetches icons that no build carries (the menu's, named by plugins on the server) before they are drawn,
 * waiting at most `maxMs`: a slow icon shows late rather than holding the screen.
 */
export async function preloadIcons(names: string[], maxMs = 1500): Promise<void> {
  const valid = [...new Set(names)].filter(Icons.isValidIconName) as IconName[];
  if (!valid.length) return;
  await Promise.race([Icons.load(valid, 16), new Promise((resolve) => setTimeout(resolve, maxMs))]);
}
