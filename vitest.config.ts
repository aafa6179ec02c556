import { defineConfig } from 'vitest/config';

// One run covers every server-side package (and the shell's Node-side helpers); TEST_DB=sqlite|mysql picks the database the suites use.
export default defineConfig({
  test: {
    projects: ['core', 'core/packages/*', 'plugins/*', 'shell', 'tools/loadtest'],
  },
});
