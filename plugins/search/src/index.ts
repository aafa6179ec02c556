import { definePlugin } from '@balcao/core';
import { createSearchIndex } from './migrations/001_search_index.js';
import { searchRoutes } from './routes.js';
// registers the plugin's error codes before any route can throw one
import './errors.js';

export type { SearchPage, SearchGroup } from './services/search.js';
export type { Highlighted } from './highlight.js';

/** Full-text search over messages, contacts, notes and tags, on the database's own index (issue 17). */
export default definePlugin({
  name: 'search',
  requires: ['tickets', 'tags'],
  migrations: [createSearchIndex],
  setup(ctx) {
    searchRoutes(ctx.router, { knex: ctx.knex, db: ctx.db });
  },
});
