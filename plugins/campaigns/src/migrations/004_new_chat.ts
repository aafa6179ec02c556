import type { Migration } from '@balcao/core';

/** Whether a campaign message opened a chat the connection never had (the per-connection new-chat quota counts them). */
export const addShippingNewChat: Migration = {
  name: '004_campaign_shipping_new_chat',
  async up(knex) {
    await knex.schema.alterTable('campaign_shipping', (t) => {
      t.boolean('new_chat').nullable();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('campaign_shipping', (t) => {
      t.dropColumn('new_chat');
    });
  },
};
