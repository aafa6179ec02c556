import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'agenda-knex-backend',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Files share one MariaDB/Redis server; each uses its own database or key prefix, but the
    // two-process and timing tests measure wall-clock behaviour, so keep files sequential.
    fileParallelism: false,
  },
});
