import { defineConfig } from 'vitest/config';
import LongFilesFirst from './core/test/support/long-files-first.js';

/**
 * Every server-side test (and the shell's Node-side helpers) in one project, so that one Vite server transforms
 * core and the plugins once per run instead of once per package; TEST_DB=sqlite|mysql picks the database. The job
 * backend's files stay a project of their own because they must not run beside each other.
 */
export default defineConfig({
  test: {
    // a worker runs file after file in one module graph: importing core, the plugins and their libraries once per
    // worker instead of once per file. Vitest builds its process pool from this root setting (a project's own
    // `isolate` only changed what ran inside a fresh process per file). Tests share no module state but the
    // kernel's own, which every kernel sets afresh; counters in helpers are kept per kernel (`nextIn`).
    poolOptions: { forks: { isolate: false } },
    // the root's: vitest takes its sequencer from the root config only (a project's own is ignored)
    sequence: { sequencer: LongFilesFirst },
    testTimeout: 60_000,
    hookTimeout: 90_000,
    env: {
      // one campaign-settings second lasts 4 ms (plugins/campaigns/src/config.ts)
      CAMPAIGN_SECOND_MS: '4',
      // a refusal whose listener never ran is replayed by the dispatch run after 2 s instead of 10 s
      CAMPAIGN_LISTENER_GRACE_MS: '2000',
      // webhook retries back off from 20 ms instead of 2 s (plugins/integrations/src/delivery/delivery-config.ts)
      INTEGRATIONS_RETRY_BASE_MS: '20',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          // each set of plugins is migrated once per run into a template its test files copy (core/test/support)
          globalSetup: ['core/test/support/schema-templates-setup.ts'],
          include: [
            'core/src/**/*.test.ts',
            'core/test/**/*.test.ts',
            'plugins/*/test/**/*.test.ts',
            'shell/test/**/*.test.ts',
            'tools/loadtest/test/**/*.test.ts',
            'tools/test/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'agenda-knex-backend',
          root: 'core/packages/agenda-knex-backend',
          include: ['test/**/*.test.ts'],
          // files share one MariaDB/Redis server; the two-process and timing tests measure wall-clock behaviour
          fileParallelism: false,
        },
      },
    ],
  },
});
