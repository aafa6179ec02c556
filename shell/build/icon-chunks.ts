import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { iconPathsModule, iconsNamedIn, menuIconsIn } from '../../modules/kit/vite-icons';

/**
 * Emits every Blueprint icon path file as its own chunk at a fixed URL
 * (assets/bp-icons/{16|20}/{name}.js) so the run-time icon loader needs no name->file map:
 * the shell's first load stays small and an icon costs one tiny request when first shown.
 */
export function blueprintIconChunks(): Plugin {
  const require = createRequire(import.meta.url);
  const generated = join(dirname(require.resolve('@blueprintjs/icons/package.json')), 'lib/esm/generated');
  return {
    name: 'balcao:blueprint-icon-chunks',
    apply: 'build',
    buildStart() {
      for (const size of [16, 20]) {
        const dir = join(generated, `${size}px/paths`);
        for (const file of readdirSync(dir)) {
          if (!file.endsWith('.js') || file === 'index.js') continue;
          this.emitFile({
            type: 'chunk',
            id: join(dir, file),
            fileName: `assets/bp-icons/${size}/${file}`,
            preserveSignature: 'strict',
          });
        }
      }
    },
  };
}

const SHELL_ICONS = 'virtual:balcao-shell-icons';

/**
 * `virtual:balcao-shell-icons`: the paths of every icon the shell's sources and the kit's (which the shell carries:
 * list pages, dialogs) name, and of the menu's (`icon:` in the plugins' and the kernel's `ui.menu`), one chunk
 * the shell loads at sign-in and hands to Blueprint before the layout shows, so the layout draws no empty
 * squares while single icons load.
 */
export function shellIconPaths(srcDirs: string[], menuDirs: string[]): Plugin {
  const names = () =>
    [...new Set([...srcDirs.flatMap((dir) => iconsNamedIn(dir)), ...menuIconsIn(menuDirs)])].sort();
  return {
    name: 'balcao:shell-icon-paths',
    resolveId: (id) => (id === SHELL_ICONS ? `\0${SHELL_ICONS}` : undefined),
    load: (id) => (id === `\0${SHELL_ICONS}` ? iconPathsModule(names()) : undefined),
  };
}
