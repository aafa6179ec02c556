import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import federation from '@originjs/vite-plugin-federation';
import { remoteConfig } from '../kit/vite-remote';

// recharts' CommonJS use-sync-external-store would bundle a second React: src/vendor/with-selector.ts says why
const withSelector = fileURLToPath(new URL('./src/vendor/with-selector.ts', import.meta.url));

export default defineConfig({
  ...remoteConfig('dashboard', { react, federation }),
  resolve: {
    alias: [{ find: /^use-sync-external-store\/(shim\/)?with-selector(\.js)?$/, replacement: withSelector }],
  },
});
