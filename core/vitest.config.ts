import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // four files at a time on two cores: password hashing tests take twice their quiet time
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
