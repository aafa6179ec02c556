import type { Knex } from 'knex';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-db.js';
import { createKnex } from '../db/knex.js';
import { channelMigrations } from './migrations/index.js';
import { migrate } from '../db/migration.js';

/** A throwaway database with the channel tables, and a way to reopen it as a restarted process would. */
export async function channelTestDb(): Promise<{ db: TestDatabase; open(): Promise<Knex> }> {
  const db = await createTestDatabase();
  const open = async () => {
    const knex = createKnex(
      db.client === 'sqlite'
        ? { client: 'sqlite', filename: db.url.slice('sqlite:'.length) }
        : { client: 'mysql', url: db.url },
    );
    await migrate(knex, [{ owner: 'channels', migrations: channelMigrations }]);
    return knex;
  };
  return { db, open };
}
