import { sharedSingletons } from './federation-shared';

// Plugin types come from the remote's own vite; kept structural here so the kit needs no vite.
interface Toolchain<R, F> {
  react: () => R;
  federation: (options: never) => F;
}

/**
 * The Vite config of every remote (modules/<name>/vite.config.ts): served by the kernel at
 * /remotes/<name>/, exposing `./module` (src/index.tsx) and taking every shared singleton from
 * the shell (generate: false — a remote never ships its own React or kit). The remote passes its
 * own plugin factories so they resolve from its node_modules.
 */
export function remoteConfig<R, F>(name: string, { react, federation }: Toolchain<R, F>) {
  const options = {
    name,
    filename: 'remoteEntry.js',
    exposes: { './module': './src/index.tsx' },
    shared: sharedSingletons({ generate: false }),
  };
  return {
    base: `/remotes/${name}/`,
    plugins: [react(), federation(options as never)],
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
