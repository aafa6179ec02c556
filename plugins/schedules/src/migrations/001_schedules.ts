import type { Migration } from '@balcao/core';

/** Scheduled messages (spec §3 Schedule; the table outreach.md publishes). */
export const createSchedulesTable: Migration = {
  name: '001_schedules',
  async up(knex) {
    await knex.schema.createTable('schedules', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.text('body').notNullable();
      t.dateTime('send_at').notNullable();
      /** when the outbox said WhatsApp took it; a schedule with sentAt is read-only */
      t.dateTime('sent_at').nullable();
      t.integer('contact_id').unsigned().notNullable().references('contacts.id').onDelete('CASCADE');
      // a plain column: the tickets plugin may be absent
      t.integer('ticket_id').unsigned().nullable();
      t.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL');
      /** the connection it went (or goes) through, chosen when it is sent */
      t.integer('whatsapp_id').unsigned().nullable().references('whatsapps.id').onDelete('SET NULL');
      t.string('status', 12).notNullable().defaultTo('PENDENTE');
      /** sent after its time because the server was down then */
      t.boolean('late').notNullable().defaultTo(false);
      /** how many times an ERRO schedule was given a new time: the outbox key of each try is its own */
      t.integer('attempt').notNullable().defaultTo(0);
      /** the image in the kernel's private media store (ctx.media), and its name as uploaded */
      t.string('media_path', 36).nullable();
      t.string('media_name', 255).nullable();
      t.timestamps(false, false);
      t.index(['company_id', 'send_at']);
      t.index(['company_id', 'contact_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('schedules');
  },
};
