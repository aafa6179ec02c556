import type { Migration } from '@balcao/core';

/**
 * Automation rules (issue 34): event -> conditions -> actions, per company; and their runs, one row per rule and
 * fact, whose unique (rule, event key) keeps a redelivered message or a retried job to one run.
 */
export const createAutomationTables: Migration = {
  name: '001_automations',
  async up(knex) {
    await knex.schema.createTable('automation_rules', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.string('name', 100).notNullable();
      t.boolean('enabled').notNullable().defaultTo(true);
      /** what starts it: ticket.created, message.received, ticket.updated, sla.breached, ticket.idle */
      t.string('event', 40).notNullable();
      /** a JSON array of { field, op, value }, all of which must hold */
      t.text('conditions').notNullable();
      /** a JSON array of { kind, params } checked against the tickets' action registry */
      t.text('actions').notNullable();
      /** ticket.idle: minutes without a message */
      t.integer('idle_minutes').unsigned().nullable();
      t.timestamps(false, false);
      t.index(['company_id', 'event', 'enabled']);
    });
    await knex.schema.createTable('automation_runs', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('rule_id').unsigned().notNullable().references('automation_rules.id').onDelete('CASCADE');
      /** the fact that started it: one run per rule and fact */
      t.string('event_key', 191).notNullable();
      t.integer('ticket_id').unsigned().nullable().references('tickets.id').onDelete('SET NULL');
      /** ok, failed (nothing it did stayed), skipped (it did not apply any more) */
      t.string('outcome', 10).notNullable();
      /** the actions' outcomes, or the error and the failing action: JSON */
      t.text('detail').notNullable();
      t.timestamp('created_at').notNullable();
      t.unique(['rule_id', 'event_key']);
      t.index(['company_id', 'rule_id', 'id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('automation_runs');
    await knex.schema.dropTableIfExists('automation_rules');
  },
};
