import type { Migration } from '@balcao/core';

/**
 * A campaign may send a network template (a Cloud API connection's, issue 33) instead of its free-text messages:
 * the template's name and language, and what fills each {{n}} of its body, written as a campaign message is
 * ({nome}, {numero}, {email}, the company's {variables} or plain text), JSON.
 */
export const addCampaignTemplates: Migration = {
  name: '002_campaign_templates',
  async up(knex) {
    await knex.schema.alterTable('campaigns', (t) => {
      t.string('template_name', 512);
      t.string('template_language', 20);
      t.text('template_variables');
    });
  },
  async down(knex) {
    await knex.schema.alterTable('campaigns', (t) => {
      t.dropColumn('template_name');
      t.dropColumn('template_language');
      t.dropColumn('template_variables');
    });
  },
};
