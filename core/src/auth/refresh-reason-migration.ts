import type { Knex } from 'knex';
import { isSqlite } from '../db/knex.js';
import type { Migration } from '../db/migration.js';

/**
 * Why a refresh family was revoked, when the user should be told (signed in elsewhere): the refused refresh
 * says so, so a tab that missed the realtime notice still explains the logout.
 */
export const refreshReasonMigration: Migration = {
  name: '005_refresh_revoked_reason',
  async up(knex: Knex) {
    await knex.schema.alterTable('refresh_tokens', (t) => t.string('revoked_reason', 32).nullable());
  },
  async down(knex: Knex) {
    if (isSqlite(knex)) await knex.raw('ALTER TABLE ?? DROP COLUMN ??', ['refresh_tokens', 'revoked_reason']);
    else await knex.schema.alterTable('refresh_tokens', (t) => t.dropColumn('revoked_reason'));
  },
};
