import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'plugin-campaigns',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // one settings second lasts 4 ms (src/config.ts)
    env: { CAMPAIGN_SECOND_MS: '4' },
  },
});
