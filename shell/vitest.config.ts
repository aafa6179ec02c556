import { defineConfig } from 'vitest/config';

// the shell's build and dev-server helpers, run in Node (its React code is covered by the e2e suite)
export default defineConfig({
  test: { name: 'shell', include: ['test/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
