import { definePlugin } from '@balcao/core';
import type { ContactServices } from '@balcao/plugin-contacts';
import type { TagServices } from '@balcao/plugin-tags';
import type { TicketServices } from '@balcao/plugin-tickets';
import { createSearchIndex } from './migrations/001_search_index.js';
import { searchRoutes } from './routes.js';
// registers the plugin's error codes before any route can throw one
import './errors.js';

export type { SearchPage, SearchGroup } from './services/search.js';
export type { Highlighted } from './highlight.js';

/**
 * Full-text search over messages, contacts, notes and tags, on the database's own indexes (issue 17), each read
 * through its owner: the tickets plugin searches messages and notes, contacts and tags their own rows.
 */
export default definePlugin({
  name: 'search',
  requires: ['contacts', 'tickets', 'tags'],
  migrations: [createSearchIndex],
  setup(ctx) {
    searchRoutes(ctx.router, {
      db: ctx.db,
      tickets: ctx.services<TicketServices>('tickets'),
      contacts: ctx.services<ContactServices>('contacts'),
      tags: ctx.services<TagServices>('tags'),
    });
  },
});
