import { Icons, type IconPaths } from '@blueprintjs/icons';

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
