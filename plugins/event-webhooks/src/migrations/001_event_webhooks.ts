import type { Migration } from '@balcao/core';

/**
 * A company's webhook subscriptions and their deliveries (issue 34). Times the delivery clock decides (when to
 * try next, when a try was made) are epoch ms: both engines keep milliseconds, and tests can move the clock.
 */
export const createEventWebhookTables: Migration = {
  name: '001_event_webhooks',
  async up(knex) {
    await knex.schema.createTable('webhook_subscriptions', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.string('url', 2000).notNullable();
      t.string('description', 200).notNullable().defaultTo('');
      /** the event names subscribed to, a JSON array (event-catalogue.ts) */
      t.text('events').notNullable();
      /** the HMAC signing secret, sealed (ctx.secrets); generated on create */
      t.text('secret_sealed').notNullable();
      /** active, or paused (by an admin, or after too many failed tries in a row) */
      t.string('status', 10).notNullable().defaultTo('active');
      t.integer('consecutive_failures').notNullable().defaultTo(0);
      t.bigInteger('paused_at').nullable();
      t.timestamps(false, false);
      t.index(['company_id']);
    });
    await knex.schema.createTable('webhook_deliveries', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('subscription_id')
        .unsigned()
        .notNullable()
        .references('webhook_subscriptions.id')
        .onDelete('CASCADE');
      /** the X-Balcao-Delivery id: the same on every try and replay of this delivery */
      t.string('delivery_id', 36).notNullable().unique();
      t.string('event', 40).notNullable();
      /** what the event is about (`message:42`): one delivery per subscription and fact, however often told */
      t.string('event_key', 191).notNullable();
      /** the exact JSON body sent, signed as is on every try */
      t.text('body').notNullable();
      /** pending, succeeded or failed */
      t.string('status', 10).notNullable().defaultTo('pending');
      t.integer('attempts').notNullable().defaultTo(0);
      /** tries allowed in all; a replay allows one more */
      t.integer('attempt_limit').notNullable();
      t.bigInteger('next_attempt_at').nullable();
      t.bigInteger('last_attempt_at').nullable();
      /** the last try's HTTP status (null when no answer came) */
      t.integer('status_code').nullable();
      /** the first characters of the last answer's body */
      t.string('response_excerpt', 500).nullable();
      /** why the last try failed, in our words (never the network's) */
      t.string('error', 200).nullable();
      t.timestamps(false, false);
      t.unique(['subscription_id', 'event_key']);
      t.index(['company_id', 'subscription_id', 'id']);
      t.index(['status', 'next_attempt_at']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('webhook_deliveries');
    await knex.schema.dropTableIfExists('webhook_subscriptions');
  },
};
