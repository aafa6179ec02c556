import type { Migration } from '@balcao/core';

/** Tickets, their messages, notes, tracking rows (Whaticket's TicketTraking) and ratings. */
export const createTicketTables: Migration = {
  name: '001_tickets',
  async up(knex) {
    await knex.schema.createTable('tickets', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.string('uuid', 36).notNullable().unique();
      t.integer('contact_id').unsigned().notNullable().references('contacts.id').onDelete('CASCADE');
      t.integer('whatsapp_id').unsigned().nullable().references('whatsapps.id').onDelete('SET NULL');
      t.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL');
      t.integer('queue_id').unsigned().nullable().references('queues.id').onDelete('SET NULL');
      t.string('status', 20).notNullable().defaultTo('pending');
      /**
       * 1 while the ticket is not closed, NULL once it is: with the unique index below, one contact has at most
       * one non-closed ticket per connection however many requests and messages race (NULLs never collide).
       */
      t.tinyint('open_slot').nullable().defaultTo(1);
      t.text('last_message');
      t.integer('unread_messages').notNullable().defaultTo(0);
      t.boolean('is_group').notNullable().defaultTo(false);
      t.boolean('chatbot').notNullable().defaultTo(false);
      // the queues plugin's option the chatbot is at; no foreign key across that plugin boundary
      t.integer('queue_option_id').unsigned().nullable();
      t.integer('amount_used_bot_queues').notNullable().defaultTo(0);
      t.boolean('use_integration').notNullable().defaultTo(false);
      t.integer('integration_id').unsigned().nullable();
      t.integer('prompt_id').unsigned().nullable();
      /** the rating question was sent and the contact's next message is its answer */
      t.boolean('awaiting_rating').notNullable().defaultTo(false);
      t.timestamps(false, false);
      t.unique(['whatsapp_id', 'contact_id', 'open_slot']);
      t.index(['company_id', 'status', 'updated_at']);
      t.index(['company_id', 'queue_id', 'status']);
      t.index(['company_id', 'user_id', 'status']);
      t.index(['contact_id']);
    });
    await knex.schema.createTable('messages', (t) => {
      t.bigIncrements('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('ticket_id').unsigned().notNullable().references('tickets.id').onDelete('CASCADE');
      t.integer('contact_id').unsigned().nullable().references('contacts.id').onDelete('SET NULL');
      t.integer('whatsapp_id').unsigned().nullable();
      /** WhatsApp's id of the message; ours when we sent it (chosen by the outbox) */
      t.string('wid', 100).notNullable();
      t.text('body');
      t.boolean('from_me').notNullable().defaultTo(false);
      t.boolean('read').notNullable().defaultTo(false);
      t.tinyint('ack').notNullable().defaultTo(0);
      t.string('media_type', 30).notNullable().defaultTo('conversation');
      /** the private media store's id (GET /media/:id) */
      t.string('media_id', 64).nullable();
      t.string('media_name', 255).nullable();
      t.boolean('is_deleted').notNullable().defaultTo(false);
      t.boolean('is_edited').notNullable().defaultTo(false);
      t.bigInteger('quoted_msg_id').unsigned().nullable();
      /** in a group, who wrote it */
      t.string('participant', 100).nullable();
      t.integer('user_id').unsigned().nullable();
      t.timestamps(false, false);
      // a message replayed after a crash (inbox delivery is at least once) is the same row, never a second one
      t.unique(['ticket_id', 'wid']);
      t.index(['company_id', 'wid']);
      t.index(['ticket_id', 'id']);
    });
    await knex.schema.createTable('ticket_notes', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('ticket_id').unsigned().notNullable().references('tickets.id').onDelete('CASCADE');
      t.integer('contact_id').unsigned().notNullable().references('contacts.id').onDelete('CASCADE');
      t.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL');
      t.text('note').notNullable();
      t.timestamps(false, false);
      t.index(['company_id', 'contact_id']);
    });
    await knex.schema.createTable('ticket_traking', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('ticket_id').unsigned().notNullable().references('tickets.id').onDelete('CASCADE');
      t.integer('whatsapp_id').unsigned().nullable();
      t.integer('user_id').unsigned().nullable();
      t.integer('queue_id').unsigned().nullable();
      t.timestamp('queued_at').nullable();
      t.timestamp('started_at').nullable();
      t.timestamp('finished_at').nullable();
      t.timestamp('rated_at').nullable();
      t.boolean('rated').notNullable().defaultTo(false);
      t.timestamps(false, false);
      t.index(['company_id', 'created_at']);
      t.index(['ticket_id']);
    });
    await knex.schema.createTable('user_ratings', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('ticket_id').unsigned().notNullable().references('tickets.id').onDelete('CASCADE');
      t.integer('user_id').unsigned().nullable().references('users.id').onDelete('SET NULL');
      t.tinyint('rate').notNullable();
      t.timestamps(false, false);
      t.index(['company_id', 'user_id']);
    });
  },
  async down(knex) {
    for (const table of ['user_ratings', 'ticket_traking', 'ticket_notes', 'messages', 'tickets'])
      await knex.schema.dropTableIfExists(table);
  },
};
