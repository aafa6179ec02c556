import type { Knex } from 'knex';
import { afterAll, beforeAll } from 'vitest';
import { createKernel } from '../../src/kernel.js';
import type { PluginDefinition } from '../../src/plugins/define-plugin.js';
import { killChildren, watchDatabase, type ChildKernel } from './child-process.js';
import { createTestDatabase, testDbClient, type TestDatabase } from './test-db.js';
import { testEnv } from './test-kernel.js';

/** What a multi-process test reads: the database its children share, and its own connection to it. */
export interface SharedDatabase {
  db: TestDatabase;
  watch: Knex;
}

/**
 * The database of a test whose kernels run in child processes, for the file's hooks: beforeAll makes it,
 * migrates it with `plugins` and lets `fill` write the rows the test starts from (through a kernel that is
 * stopped before any child boots); afterAll kills every child in `children` (kill -9), closes `watch` and drops
 * the database. MariaDB only (SQLite is one file per test process): on SQLite nothing is made.
 */
export function sharedDatabase(opts: {
  plugins?: PluginDefinition[];
  fill(knex: Knex): Promise<void>;
  children: Iterable<ChildKernel<unknown>>;
  /** beforeAll's timeout; default 60 s */
  setupMs?: number;
}): SharedDatabase {
  const shared = {} as SharedDatabase;
  beforeAll(async () => {
    if (testDbClient() !== 'mysql') return;
    shared.db = await createTestDatabase();
    const setup = await createKernel({ env: testEnv(shared.db.url), plugins: opts.plugins });
    await setup.migrate();
    await opts.fill(setup.knex);
    await setup.stop();
    shared.watch = watchDatabase(shared.db.url);
  }, opts.setupMs ?? 60_000);
  afterAll(async () => {
    await killChildren(opts.children);
    await shared.watch?.destroy();
    await shared.db?.drop();
  });
  return shared;
}
