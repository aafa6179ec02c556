import type { Knex } from 'knex';
import type { Migration } from '../migration.js';

/** Plans, companies, users, queues and settings: what every plugin needs to exist. */
export const tenancy: Migration = {
  name: '001_tenancy',
  async up(knex: Knex) {
    await knex.schema.createTable('plans', (t) => {
      t.increments('id');
      t.string('name', 100).notNullable().unique();
      t.integer('users').notNullable().defaultTo(0);
      t.integer('connections').notNullable().defaultTo(0);
      t.integer('queues').notNullable().defaultTo(0);
      t.decimal('value', 12, 2).notNullable().defaultTo(0);
      t.boolean('enabled').notNullable().defaultTo(true);
      for (const flag of planFlagColumns) t.boolean(flag).notNullable().defaultTo(false);
      t.timestamps(false, false);
    });
    await knex.schema.createTable('companies', (t) => {
      t.increments('id');
      t.string('name', 100).notNullable().unique();
      t.string('email', 254);
      t.string('phone', 50);
      t.integer('plan_id').unsigned().references('plans.id').onDelete('RESTRICT');
      t.boolean('status').notNullable().defaultTo(true);
      t.timestamp('due_date').nullable();
      t.timestamp('trial_expiration').nullable();
      t.string('recurrence', 20).notNullable().defaultTo('MENSAL');
      t.text('schedules');
      t.string('billing_name', 100);
      t.string('address_zip_code', 20);
      t.string('address_street', 200);
      t.string('address_state', 50);
      t.string('address_city', 100);
      t.string('address_district', 100);
      t.timestamps(false, false);
    });
    await knex.schema.createTable('queues', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.string('name', 50).notNullable();
      t.string('color', 9).notNullable();
      t.integer('order_queue');
      t.text('greeting_message');
      t.text('complation_message');
      t.text('out_of_hours_message');
      t.text('rating_message');
      t.text('schedules');
      t.timestamps(false, false);
      t.unique(['company_id', 'name']);
      t.unique(['company_id', 'color']);
    });
    await knex.schema.createTable('users', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.string('name', 50).notNullable();
      t.string('email', 254).notNullable().unique();
      t.string('password_hash', 100).notNullable();
      t.string('profile', 20).notNullable().defaultTo('user');
      t.boolean('super').notNullable().defaultTo(false);
      t.integer('token_version').notNullable().defaultTo(0);
      t.integer('whatsapp_id').unsigned().nullable();
      t.string('all_ticket', 10).notNullable().defaultTo('disable');
      t.boolean('online').notNullable().defaultTo(false);
      t.timestamp('last_seen_at').nullable();
      t.timestamps(false, false);
      t.index(['company_id']);
    });
    await knex.schema.createTable('user_queues', (t) => {
      t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
      t.integer('queue_id').unsigned().notNullable().references('queues.id').onDelete('CASCADE');
      t.primary(['user_id', 'queue_id']);
    });
    await knex.schema.createTable('settings', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.string('key', 100).notNullable();
      t.text('value');
      t.timestamps(false, false);
      t.unique(['company_id', 'key']);
    });
    await knex.schema.createTable('refresh_tokens', (t) => {
      t.increments('id');
      t.integer('user_id').unsigned().notNullable().references('users.id').onDelete('CASCADE');
      t.string('token_hash', 64).notNullable().unique();
      /** all tokens rotated from one login share a family; replaying a used one revokes the family */
      t.string('family', 36).notNullable().index();
      t.timestamp('expires_at').notNullable();
      t.timestamp('used_at').nullable();
      t.timestamp('revoked_at').nullable();
      t.timestamp('created_at').notNullable();
    });
  },
  async down(knex: Knex) {
    for (const table of [
      'refresh_tokens',
      'settings',
      'user_queues',
      'users',
      'queues',
      'companies',
      'plans',
    ])
      await knex.schema.dropTableIfExists(table);
  },
};

export const planFlagColumns = [
  'use_campaigns',
  'use_kanban',
  'use_open_ai',
  'use_integrations',
  'use_schedules',
  'use_internal_chat',
  'use_external_api',
] as const;
