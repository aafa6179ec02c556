import { defineConfig } from 'vitest/config';

// Cross-process measurements: several kernel processes on MariaDB + Redis (skipped on SQLite).
export default defineConfig({
  test: { name: 'loadtest', include: ['test/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 90_000 },
});
