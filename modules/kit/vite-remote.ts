import { fileURLToPath } from 'node:url';
import { sharedSingletons } from './federation-shared';
import { remoteIconPaths } from './vite-icons';

// Plugin types come from the remote's own vite; kept structural here so the kit needs no vite.
interface Toolchain<R, F> {
  react: () => R;
  federation: (options: never) => F;
}

const withSelector = fileURLToPath(new URL('./src/vendor/with-selector.ts', import.meta.url));

/**
 * Resolutions every remote needs. CommonJS packages that `require('react')` would be bundled with a second
 * React: use-sync-external-store (recharts through react-redux) is pointed at an ES module port over the
 * shared React's hook (src/vendor/with-selector.ts). A library that does the same needs its alias here.
 */
export const remoteAliases = [
  { find: /^use-sync-external-store\/(shim\/)?with-selector(\.js)?$/, replacement: withSelector },
];

/** The federation options of a remote container exposing `exposes` and taking every shared singleton from the shell. */
export function remoteFederation(name: string, exposes: Record<string, string>) {
  return { name, filename: 'remoteEntry.js', exposes, shared: sharedSingletons({ generate: false }) };
}

/**
 * The Vite config of every remote (modules/<name>/vite.config.ts) built on its own (`pnpm dev`'s watched
 * builds, `pnpm --filter <module> build`): served by the kernel at /remotes/<name>/, exposing `./module`
 * (src/index.tsx) and taking every shared singleton from the shell (generate: false — a remote never ships
 * its own React or kit). The remote passes its own plugin factories so they resolve from its node_modules.
 * `npm start` and `npm test` build every remote whose config is this one-liner in one pass instead
 * (shell/build/front-end/), sharing the chunks they have in common.
 */
export function remoteConfig<R, F>(name: string, { react, federation }: Toolchain<R, F>) {
  const dir = fileURLToPath(new URL(`../${name}/`, import.meta.url));
  return {
    base: `/remotes/${name}/`,
    plugins: [
      react(),
      remoteIconPaths([{ name, dir }]),
      federation(remoteFederation(name, { './module': './src/index.tsx' }) as never),
    ],
    resolve: { alias: remoteAliases },
    build: {
      target: 'esnext',
      modulePreload: false,
      cssCodeSplit: false,
      emptyOutDir: true,
      // remoteEntry.js at the root of dist: the kernel serves it as /remotes/<name>/remoteEntry.js
      assetsDir: '',
      // no index.html: the only entry is the federation's remoteEntry.js
      rollupOptions: { input: {} },
    },
  };
}
