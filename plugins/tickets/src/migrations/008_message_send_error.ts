import type { Migration } from '@balcao/core';

/** Why one of our messages never left (the outbox's ERR_ code, e.g. ERR_WAPP_TIMELOCK), for the attendant to see. */
export const messageSendError: Migration = {
  name: '008_message_send_error',
  async up(knex) {
    await knex.schema.alterTable('messages', (t) => {
      t.string('send_error', 40).nullable();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('messages', (t) => {
      t.dropColumn('send_error');
    });
  },
};
