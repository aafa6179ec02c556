import { isSqlite, type Migration } from '@balcao/core';

/**
 * The reports look up each ticket life's ratings by ticket. MariaDB indexes the foreign key already; SQLite has no
 * index on it and would read every rating once per life.
 */
export const ratingTicketIndex: Migration = {
  name: '006_rating_ticket_index',
  async up(knex) {
    if (!isSqlite(knex)) return;
    await knex.schema.alterTable('user_ratings', (t) => {
      t.index(['ticket_id'], 'user_ratings_ticket_id_index');
    });
  },
  async down(knex) {
    if (!isSqlite(knex)) return;
    await knex.schema.alterTable('user_ratings', (t) => {
      t.dropIndex(['ticket_id'], 'user_ratings_ticket_id_index');
    });
  },
};
