import type { Migration } from '@balcao/core';

/**
 * The low-score follow-up (docs/architecture.md, "Ratings that never block"): the contact's one answer to the
 * connection's `ratingFollowUp` question, and which inbox event gave the rate, so a replay of that event is not
 * taken for the follow-up answer.
 */
export const ratingFollowUp: Migration = {
  name: '004_rating_follow_up',
  async up(knex) {
    await knex.schema.alterTable('user_ratings', (t) => {
      t.text('comment').nullable();
      t.string('rated_by', 80).nullable();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('user_ratings', (t) => {
      t.dropColumn('comment');
      t.dropColumn('rated_by');
    });
  },
};
