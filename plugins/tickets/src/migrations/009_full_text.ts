import { createFullTextIndex, dropFullTextIndex, hasIndex, isSqlite, type Migration } from '@balcao/core';
import { messageText, noteText } from '../search/full-text-sources.js';

/**
 * The full-text indexes of the messages and the notes (core's db/full-text.ts), and on MariaDB the range the
 * search of a company's newest messages walks (search/find-messages.ts). Created only when missing: installs
 * where the search plugin made them (its migration 001, before the tables' owners did) keep theirs.
 */
export const fullTextIndexes: Migration = {
  name: '009_full_text',
  async up(knex) {
    await createFullTextIndex(knex, messageText);
    await createFullTextIndex(knex, noteText);
    if (!isSqlite(knex) && !(await hasIndex(knex, 'messages', 'messages_company_id_search')))
      await knex.raw('CREATE INDEX messages_company_id_search ON messages (company_id, id)');
  },
  async down(knex) {
    if (!isSqlite(knex) && (await hasIndex(knex, 'messages', 'messages_company_id_search')))
      await knex.raw('ALTER TABLE messages DROP INDEX messages_company_id_search');
    await dropFullTextIndex(knex, noteText);
    await dropFullTextIndex(knex, messageText);
  },
};
