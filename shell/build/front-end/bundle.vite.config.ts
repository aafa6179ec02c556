import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import federation from '@originjs/vite-plugin-federation';
import { remoteAliases, remoteFederation } from '../../../modules/kit/vite-remote';
import { remoteIconPaths } from '../../../modules/kit/vite-icons';
import { BUNDLE_BASE, BUNDLE_DIR, findRemotes } from './remotes';

/**
 * Every remote whose vite.config.ts is the kit's plain `remoteConfig` (findRemotes), built by one Rollup pass
 * as one federation container that exposes `./<name>` for each. What they have in common (React's JSX runtime,
 * the federation's import helper, libraries two screens use) is one chunk, fetched once; the shared singletons
 * (React, Blueprint, the kit...) come from the shell as before. Each remote's own URL,
 * /remotes/<name>/remoteEntry.js, is a small entry written by build.ts that forwards to its part of the bundle.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const remotes = findRemotes(root).filter((r) => r.bundled);

export default defineConfig({
  // the federation plugin resolves its own helpers from the Vite root: the shell, where it is installed
  root: join(root, 'shell'),
  base: BUNDLE_BASE,
  publicDir: false,
  logLevel: 'warn',
  plugins: [
    react(),
    remoteIconPaths(remotes),
    federation(
      remoteFederation(
        'balcao_remotes',
        Object.fromEntries(remotes.map((r) => [`./${r.name}`, join(r.dir, 'src/index.tsx')])),
      ) as never,
    ),
  ],
  resolve: { alias: remoteAliases },
  build: {
    target: 'esnext',
    modulePreload: false,
    // each remote's styles load with it, not with the first remote shown
    cssCodeSplit: true,
    outDir: join(root, BUNDLE_DIR),
    emptyOutDir: true,
    assetsDir: '',
    chunkSizeWarningLimit: 1500,
    rollupOptions: { input: {} },
  },
});
