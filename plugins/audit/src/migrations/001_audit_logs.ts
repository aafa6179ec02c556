import type { Migration } from '@balcao/core';

/**
 * The audit log (issue 34): one row per write a user, a messages-API token, a bot or the system made. Rows are
 * only ever inserted; no route changes or deletes them. `company_id` is null for the platform's own actions (a
 * super user changing plans or companies). No foreign key on the company: a company's log outlives nothing it
 * names, and a deleted user or connection keeps its name here.
 */
export const createAuditLogs: Migration = {
  name: '001_audit_logs',
  async up(knex) {
    await knex.schema.createTable('audit_logs', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().nullable();
      /** user, api-token, bot or system */
      t.string('actor_kind', 12).notNullable();
      /** the user's id, or the connection's for an API token; null for a bot or the system */
      t.integer('actor_id').unsigned().nullable();
      t.string('actor_name', 200).notNullable().defaultTo('');
      /** `<entity>.<verb>`: ticket.transferred, setting.updated, prompt.deleted */
      t.string('action', 80).notNullable();
      t.string('entity_type', 40).notNullable();
      t.string('entity_id', 64).nullable();
      t.string('summary', 300).notNullable().defaultTo('');
      /** small JSON, secrets redacted, trimmed (src/redact.ts) */
      t.text('before').nullable();
      t.text('after').nullable();
      t.string('method', 8).nullable();
      t.string('route', 200).nullable();
      t.string('ip', 64).nullable();
      t.string('request_id', 36).nullable();
      t.dateTime('created_at', { precision: 3 }).notNullable();
      t.index(['company_id', 'id']);
      t.index(['company_id', 'created_at']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('audit_logs');
  },
};
