import type { Migration } from '@balcao/core';

/**
 * A company's SLA policies and each ticket's SLA (issue 34). Due and stamp times are epoch ms: both engines keep
 * milliseconds, the breach job compares them to its clock, and tests move that clock.
 */
export const createSlaTables: Migration = {
  name: '001_sla',
  async up(knex) {
    await knex.schema.createTable('sla_policies', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.string('name', 100).notNullable();
      /** company (every ticket), queue, tag or connection: what `target_id` names */
      t.string('applies_to', 12).notNullable();
      t.integer('target_id').unsigned().nullable();
      t.integer('first_response_minutes').nullable();
      t.integer('next_response_minutes').nullable();
      t.integer('resolution_minutes').nullable();
      /** counted only while the queue (or the company) is open */
      t.boolean('business_hours').notNullable().defaultTo(false);
      t.timestamps(false, false);
      t.index(['company_id', 'applies_to']);
    });
    await knex.schema.createTable('ticket_slas', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('ticket_id').unsigned().notNullable().unique().references('tickets.id').onDelete('CASCADE');
      /** the policy that applies now (null: none does); its targets were copied into the due times */
      t.integer('policy_id').unsigned().nullable().references('sla_policies.id').onDelete('SET NULL');
      /** when the ticket's SLA clock started (its creation) */
      t.bigInteger('started_at').notNullable();
      t.bigInteger('first_response_due_at').nullable();
      t.bigInteger('first_response_at').nullable();
      t.bigInteger('first_response_breached_at').nullable();
      /** since when the contact waits for an answer after the first one (null: nobody waits) */
      t.bigInteger('awaiting_since').nullable();
      t.bigInteger('next_response_due_at').nullable();
      t.bigInteger('next_response_breached_at').nullable();
      t.bigInteger('resolution_due_at').nullable();
      t.bigInteger('resolved_at').nullable();
      t.bigInteger('resolution_breached_at').nullable();
      t.timestamps(false, false);
      t.index(['first_response_due_at']);
      t.index(['next_response_due_at']);
      t.index(['resolution_due_at']);
      t.index(['company_id', 'policy_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('ticket_slas');
    await knex.schema.dropTableIfExists('sla_policies');
  },
};
