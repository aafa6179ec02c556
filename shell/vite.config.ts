import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import federation from '@originjs/vite-plugin-federation';
import { blueprintIconChunks, shellIconPaths } from './build/icon-chunks';
import { devProxy } from './build/dev-proxy';
import { sharedSingletons } from '../modules/kit/federation-shared';

// The kernel that serves the API in `pnpm dev` (tools/src/dev.ts sets it).
const kernel = process.env.BALCAO_KERNEL_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    blueprintIconChunks(),
    shellIconPaths(
      [
        fileURLToPath(new URL('./src', import.meta.url)),
        fileURLToPath(new URL('../modules/kit/src', import.meta.url)),
      ],
      [
        fileURLToPath(new URL('../plugins', import.meta.url)),
        fileURLToPath(new URL('../core/src/modules', import.meta.url)),
      ],
    ),
    federation({
      name: 'shell',
      // Remotes are discovered at run time from GET /modules (src/remotes/federation.ts). The plugin only
      // acts as a host (provides the shared scope) when at least one remote is declared: this one is never imported.
      remotes: { __runtime__: '/remotes/__runtime__/remoteEntry.js' },
      // Every remote receives these from the shell (one React, one router, one kit...).
      shared: sharedSingletons(),
    }),
  ],
  resolve: {
    // the subset of react-router the shell and every remote use, shared instead of the whole package
    alias: [
      {
        find: /^react-router-dom$/,
        replacement: fileURLToPath(new URL('./shared/react-router-dom.ts', import.meta.url)),
      },
    ],
  },
  build: {
    target: 'esnext',
    modulePreload: false,
    cssCodeSplit: false,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: Number(process.env.SHELL_PORT ?? 5173),
    // everything but the shell's own files goes to the kernel: plugins' routes need no list here
    proxy: devProxy(kernel, fileURLToPath(new URL('.', import.meta.url))),
  },
});
