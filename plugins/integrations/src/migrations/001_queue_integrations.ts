import type { Migration } from '@balcao/core';

/**
 * Queue integrations (spec §3) and the per-ticket sessions of the bots they run. Credentials are sealed with
 * ctx.secrets (dialogflow's service account, the n8n/webhook signing secret), never stored in the clear.
 */
export const createIntegrationTables: Migration = {
  name: '001_queue_integrations',
  async up(knex) {
    await knex.schema.createTable('queue_integrations', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.string('type', 20).notNullable();
      t.string('name', 50).notNullable();
      t.string('project_name', 255).nullable();
      /** dialogflow's service-account JSON, sealed (ctx.secrets) */
      t.text('json_content').nullable();
      t.string('language', 10).nullable();
      // Whaticket's urlN8N: spelled url_n8n here, mapped to the wire's name by the model
      t.string('url_n8n', 1000).nullable();
      t.integer('typebot_delay_message').notNullable().defaultTo(1000);
      t.integer('typebot_expires').notNullable().defaultTo(1);
      t.string('typebot_keyword_finish', 255).nullable();
      t.string('typebot_keyword_restart', 255).nullable();
      t.text('typebot_restart_message').nullable();
      t.string('typebot_slug', 255).nullable();
      t.text('typebot_unknown_message').nullable();
      /** n8n/webhook: the HMAC signing secret, sealed; generated on create (a Balcão addition) */
      t.text('secret_sealed').nullable();
      t.timestamps(false, false);
      t.unique(['company_id', 'name']);
    });
    await knex.schema.createTable('integration_sessions', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('ticket_id').unsigned().notNullable().references('tickets.id').onDelete('CASCADE');
      t.integer('integration_id')
        .unsigned()
        .notNullable()
        .references('queue_integrations.id')
        .onDelete('CASCADE');
      /** the runner's own state (typebot: its sessionId), JSON */
      t.text('state').notNullable();
      /** epoch ms after which the session starts over; null never */
      t.bigInteger('expires_at').nullable();
      /** the bot handed the ticket over or was finished: it stays silent on this ticket */
      t.boolean('ended').notNullable().defaultTo(false);
      /**
       * The inbox event (or queue-join) last run and the actions the runner answered for it, JSON: a replayed
       * event sends those again under the same keys (no-ops once sent) instead of asking the remote bot twice.
       */
      t.string('last_event_id', 64).nullable();
      t.text('last_actions').nullable();
      t.timestamps(false, false);
      t.unique(['ticket_id', 'integration_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('integration_sessions');
    await knex.schema.dropTableIfExists('queue_integrations');
  },
};
