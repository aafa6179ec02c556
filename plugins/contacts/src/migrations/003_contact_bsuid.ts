import type { Migration } from '@balcao/core';

/**
 * The business-scoped user id Meta's Cloud API names a person by since 2026, next to or instead of the number
 * (`BR.1502576394655843`): a contact is found by it too, and a contact known only by it has `<bsuid>@bsuid` as
 * number until the number is told.
 */
export const addContactBsuid: Migration = {
  name: '003_contact_bsuid',
  async up(knex) {
    await knex.schema.alterTable('contacts', (t) => {
      t.string('bsuid', 150).nullable();
      t.index(['company_id', 'bsuid']);
    });
  },
  async down(knex) {
    await knex.schema.alterTable('contacts', (t) => {
      t.dropIndex(['company_id', 'bsuid']);
      t.dropColumn('bsuid');
    });
  },
};
