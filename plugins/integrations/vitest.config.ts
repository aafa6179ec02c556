import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'plugin-integrations',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // webhook retries back off from 20 ms instead of 2 s (src/delivery/delivery-config.ts)
    env: { INTEGRATIONS_RETRY_BASE_MS: '20' },
  },
});
