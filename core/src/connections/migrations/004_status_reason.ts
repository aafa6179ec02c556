import type { Knex } from 'knex';
import { isSqlite } from '../../db/knex.js';
import type { Migration } from '../../db/migration.js';

/**
 * `whatsapps.status_reason`: why a connection stopped when the product knows a reason the user can act on
 * (`passkey-required`: WhatsApp asks the account for a passkey that no unofficial client can give), so the
 * connections page says it after a reload too. Null while nothing is to be done.
 */
export const connectionStatusReason: Migration = {
  name: '004_connection_status_reason',
  async up(knex: Knex) {
    await knex.schema.alterTable('whatsapps', (t) => t.string('status_reason', 60).nullable());
  },
  async down(knex: Knex) {
    if (isSqlite(knex)) await knex.raw('ALTER TABLE ?? DROP COLUMN ??', ['whatsapps', 'status_reason']);
    else await knex.schema.alterTable('whatsapps', (t) => t.dropColumn('status_reason'));
  },
};
