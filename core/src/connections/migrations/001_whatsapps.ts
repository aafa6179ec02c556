import type { Knex } from 'knex';
import type { Migration } from '../../db/migration.js';

/** Connections (Whaticket's `whatsapps`), the queues each one offers, and who runs each one (the lease). */
export const whatsapps: Migration = {
  name: '001_whatsapps',
  async up(knex: Knex) {
    await knex.schema.createTable('whatsapps', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.string('name', 50).notNullable();
      t.string('status', 20).notNullable().defaultTo('OPENING');
      t.text('qrcode');
      t.integer('retries').notNullable().defaultTo(0);
      t.boolean('is_default').notNullable().defaultTo(false);
      t.text('greeting_message');
      t.text('complation_message');
      t.text('out_of_hours_message');
      t.text('rating_message');
      t.string('provider', 10).notNullable().defaultTo('beta');
      // the messages API's bearer token: its hash finds the connection, the sealed copy is shown in the form
      t.string('token_hash', 64).notNullable().unique();
      t.text('token_sealed').notNullable();
      t.integer('time_send_queue').notNullable().defaultTo(0);
      t.integer('send_id_queue').unsigned().nullable();
      t.text('expires_inactive_message');
      t.integer('expires_ticket').notNullable().defaultTo(0);
      t.integer('time_use_bot_queues').notNullable().defaultTo(0);
      t.integer('max_use_bot_queues').notNullable().defaultTo(3);
      // prompts belong to a plugin that may not be installed; no foreign key across that boundary
      t.integer('prompt_id').unsigned().nullable();
      t.timestamps(false, false);
      t.unique(['company_id', 'name']);
      t.index(['company_id', 'is_default']);
    });
    await knex.schema.createTable('whatsapp_queues', (t) => {
      t.integer('whatsapp_id').unsigned().notNullable().references('whatsapps.id').onDelete('CASCADE');
      t.integer('queue_id').unsigned().notNullable().references('queues.id').onDelete('CASCADE');
      t.primary(['whatsapp_id', 'queue_id']);
    });
    await knex.schema.createTable('channel_leases', (t) => {
      t.integer('connection_id').unsigned().primary().references('whatsapps.id').onDelete('CASCADE');
      t.string('owner', 100).nullable();
      // epoch milliseconds: both engines compare them exactly (MariaDB timestamps drop the milliseconds)
      t.bigInteger('heartbeat_at').notNullable().defaultTo(0);
      t.bigInteger('expires_at').notNullable().defaultTo(0);
      // a session action asked for on another instance; the owner runs it on its next heartbeat
      t.string('command', 20).nullable();
      t.index(['owner']);
    });
  },
  async down(knex: Knex) {
    for (const table of ['channel_leases', 'whatsapp_queues', 'whatsapps'])
      await knex.schema.dropTableIfExists(table);
  },
};
