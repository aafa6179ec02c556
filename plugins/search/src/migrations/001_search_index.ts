import type { Migration } from '@balcao/core';

/**
 * Once the full-text indexes of the messages, notes, contacts and tags. They are their owners' now (tickets 009,
 * contacts 004 and tags 003 create them when missing, through core's db/full-text.ts): this step is kept, empty,
 * so the installs that ran it keep a migration history that matches the code.
 */
export const createSearchIndex: Migration = {
  name: '001_search_index',
  async up() {},
  async down() {},
};
