import type Router from '@koa/router';
import { type AppState, parseQuery, route } from '@balcao/core';
import { searchQuery } from './search-schemas.js';
import { search } from './services/search.js';
import type { SearchDeps } from './services/search-deps.js';

/** HTTP only. Not a Whaticket route: Balcão's own, for its attendant workspace. */
export function searchRoutes(router: Router<AppState>, deps: SearchDeps) {
  route(
    router,
    {
      method: 'get',
      path: '/search',
      summary: 'Full-text search of messages, contacts, notes and tags, grouped by ticket',
      tags: ['search'],
      query: searchQuery,
    },
    async (ctx) => {
      ctx.body = await search(deps, ctx.state.user, parseQuery(ctx, searchQuery));
    },
  );
}
