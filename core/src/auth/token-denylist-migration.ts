import type { Knex } from 'knex';
import type { Migration } from '../db/migration.js';

/** The access-token denylist (auth/token-denylist.ts) when Redis is not configured. */
export const tokenDenylistMigration: Migration = {
  name: '004_revoked_tokens',
  async up(knex: Knex) {
    await knex.schema.createTable('revoked_tokens', (t) => {
      // a session id (refresh family) or a token id: both UUIDs
      t.string('id', 64).primary();
      t.datetime('expires_at').notNullable().index();
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTable('revoked_tokens');
  },
};
