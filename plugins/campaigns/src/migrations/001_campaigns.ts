import type { Migration } from '@balcao/core';

/** Campaigns and their shipping plan: one row per recipient (outreach contract of issue 14). */
export const createCampaignsTables: Migration = {
  name: '001_campaigns',
  async up(knex) {
    await knex.schema.createTable('campaigns', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.string('name', 50).notNullable();
      for (let i = 1; i <= 5; i++) {
        t.text(`message${i}`);
        t.text(`confirmation_message${i}`);
      }
      t.string('status', 20).notNullable().defaultTo('INATIVA');
      t.boolean('confirmation').notNullable().defaultTo(false);
      t.dateTime('scheduled_at');
      t.dateTime('completed_at');
      t.integer('whatsapp_id').unsigned().references('whatsapps.id').onDelete('SET NULL');
      // contact_lists, files and tags belong to other plugins; their ids are checked on save, not by FK
      t.integer('contact_list_id').unsigned();
      t.integer('tag_list_id').unsigned();
      t.integer('file_list_id').unsigned();
      /** a media id of ctx.media, never a path on disk */
      t.string('media_path', 36);
      t.string('media_name', 255);
      t.string('pause_reason', 20);
      t.dateTime('paused_until');
      /** the last rate-limit pause's length, doubled while they repeat; cleared by a delivered message */
      t.integer('rate_limit_pause_ms');
      /**
       * Fencing token of the dispatch chain: a run whose token is not the campaign's current one stops, so a
       * restart, a resume or a run re-executed after a crash never leaves two loops sending.
       */
      t.integer('dispatch_seq').notNullable().defaultTo(0);
      t.timestamps(false, false);
      t.index(['company_id', 'status']);
    });
    await knex.schema.createTable('campaign_shipping', (t) => {
      t.increments('id');
      t.integer('company_id').unsigned().notNullable().references('companies.id').onDelete('CASCADE');
      t.integer('campaign_id').unsigned().notNullable().references('campaigns.id').onDelete('CASCADE');
      t.integer('contact_list_item_id').unsigned();
      t.integer('contact_id').unsigned();
      t.string('number', 50).notNullable();
      t.string('name', 255);
      t.string('email', 254);
      t.text('message');
      t.text('confirmation_message');
      /** pending, invalid, queued, confirmation (asked, awaiting the reply), delivered, failed */
      t.string('status', 20).notNullable().defaultTo('pending');
      t.dateTime('queued_at');
      t.dateTime('delivered_at');
      t.dateTime('confirmation_requested_at');
      t.dateTime('confirmed_at');
      t.string('error', 500);
      t.timestamps(false, false);
      // the plan is built with insert-ignore on this key: a number is messaged once per campaign
      t.unique(['campaign_id', 'number']);
      // the dispatch loop walks a campaign's rows of one status in id order; the report counts by status
      t.index(['campaign_id', 'status', 'id']);
      t.index(['company_id', 'number']);
      // today's sends per connection (daily cap) and a connection's first send (warm-up)
      t.index(['company_id', 'queued_at']);
    });
  },
  async down(knex) {
    await knex.schema.dropTableIfExists('campaign_shipping');
    await knex.schema.dropTableIfExists('campaigns');
  },
};
