import type { Migration } from '@balcao/core';

/**
 * The kernel's queues table lacks what Whaticket's queue form links: the AI prompt and the integration
 * (typebot, n8n ...) that answer first. Plain nullable ids: those plugins own their tables.
 */
export const addQueueLinks: Migration = {
  name: '001_queue_links',
  async up(knex) {
    await knex.schema.alterTable('queues', (t) => {
      t.integer('prompt_id').unsigned().nullable();
      t.integer('integration_id').unsigned().nullable();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('queues', (t) => {
      t.dropColumn('prompt_id');
      t.dropColumn('integration_id');
    });
  },
};
