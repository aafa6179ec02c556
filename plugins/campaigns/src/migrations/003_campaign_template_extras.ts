import type { Migration } from '@balcao/core';

/**
 * A template campaign's media header (its file's link or Meta media id) and its buttons' values (a quick reply's
 * payload, a URL button's end of link, written as a campaign message is), JSON; null when the template has none.
 */
export const addCampaignTemplateExtras: Migration = {
  name: '003_campaign_template_extras',
  async up(knex) {
    await knex.schema.alterTable('campaigns', (t) => {
      t.text('template_header');
      t.text('template_buttons');
    });
  },
  async down(knex) {
    await knex.schema.alterTable('campaigns', (t) => {
      t.dropColumn('template_header');
      t.dropColumn('template_buttons');
    });
  },
};
