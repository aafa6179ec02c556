import type { Knex } from 'knex';
import type { Migration } from '../../../db/migration.js';

/** Every outbound WhatsApp message, from the caller's transaction until the phone read it (or it failed). */
export const outboxMessages: Migration = {
  name: '001_outbox_messages',
  async up(knex: Knex) {
    await knex.schema.createTable('outbox_messages', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('connection_id').unsigned().notNullable().references('whatsapps.id').onDelete('CASCADE');
      // the caller's key: asking twice with it returns the first row instead of sending twice
      t.string('idempotency_key', 191).nullable();
      // chosen at enqueue and reused on every retry, so a resend shows once on the phone
      t.string('wa_message_id', 64).notNullable();
      t.string('chat_id', 191).nullable();
      t.text('payload', 'longtext').notNullable();
      t.string('status', 12).notNullable().defaultTo('queued');
      t.integer('attempts').notNullable().defaultTo(0);
      t.integer('max_attempts').notNullable();
      // epoch milliseconds, like the leases: MariaDB timestamps drop the milliseconds
      t.bigInteger('next_attempt_at').notNullable().defaultTo(0);
      // which process run is sending it; a new owner requeues what a dead one left half sent
      t.string('claimed_by', 120).nullable();
      t.string('error_code', 40).nullable();
      t.string('last_error', 500).nullable();
      t.bigInteger('sent_at').nullable();
      t.timestamps(false, false);
      t.unique(['company_id', 'idempotency_key']);
      t.unique(['connection_id', 'wa_message_id']);
      t.index(['connection_id', 'status', 'next_attempt_at']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTableIfExists('outbox_messages');
  },
};
