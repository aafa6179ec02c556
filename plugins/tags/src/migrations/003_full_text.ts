import { createFullTextIndex, dropFullTextIndex, type Migration } from '@balcao/core';
import { tagText } from '../services/match-tags.js';

/**
 * The full-text index of the tags' names (core's db/full-text.ts), created only when missing: installs where the
 * search plugin made it (its migration 001, before the tables' owners did) keep theirs.
 */
export const tagsFullText: Migration = {
  name: '003_full_text',
  up: (knex) => createFullTextIndex(knex, tagText),
  down: (knex) => dropFullTextIndex(knex, tagText),
};
