import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import federation from '@originjs/vite-plugin-federation';
import { blueprintIconChunks } from './build/icon-chunks';
import { sharedSingletons } from '../modules/kit/federation-shared';

// The kernel that serves the API in `pnpm dev` (tools/src/dev.ts sets it).
const kernel = process.env.BALCAO_KERNEL_URL ?? 'http://localhost:8080';
const apiPrefixes = [
  '/auth',
  '/plans',
  '/companies',
  '/settings',
  '/users',
  '/helps',
  '/version',
  '/modules',
  '/remotes',
  '/public',
];

export default defineConfig({
  plugins: [
    react(),
    blueprintIconChunks(),
    federation({
      name: 'shell',
      // Remotes are discovered at run time from GET /modules (src/remotes/federation.ts). The plugin only
      // acts as a host (provides the shared scope) when at least one remote is declared: this one is never imported.
      remotes: { __runtime__: '/remotes/__runtime__/remoteEntry.js' },
      // Every remote receives these from the shell (one React, one router, one kit...).
      shared: sharedSingletons(),
    }),
  ],
  build: {
    target: 'esnext',
    modulePreload: false,
    cssCodeSplit: false,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: Number(process.env.SHELL_PORT ?? 5173),
    proxy: Object.fromEntries([
      ...apiPrefixes.map((p) => [p, { target: kernel, changeOrigin: true, bypass: htmlBypass }]),
      ['/socket.io', { target: kernel, ws: true, changeOrigin: true }],
    ]),
  },
});

/** Browser navigations (Accept: text/html) stay with Vite so SPA routes like /helps still load the shell. */
function htmlBypass(req: { headers: Record<string, string | string[] | undefined>; url?: string }) {
  const accept = String(req.headers.accept ?? '');
  if (accept.includes('text/html') && !req.url?.startsWith('/remotes/')) return '/index.html';
  return undefined;
}
