import { createFullTextIndex, dropFullTextIndex, type Migration } from '@balcao/core';
import { contactText } from '../services/match-contacts.js';

/**
 * The full-text index of the contacts' names and numbers (core's db/full-text.ts), created only when missing:
 * installs where the search plugin made it (its migration 001, before the tables' owners did) keep theirs.
 */
export const contactsFullText: Migration = {
  name: '004_full_text',
  up: (knex) => createFullTextIndex(knex, contactText),
  down: (knex) => dropFullTextIndex(knex, contactText),
};
