import Router from '@koa/router';
import type { Logger } from 'pino';
import type { AppState } from '../state.js';
import { route } from '../route.js';
import { version } from '../version.js';
import { buildOpenApi, type BuiltDocument } from './build-document.js';

/** GET /openapi.json: built once, on first request, when every router (plugins' too) is mounted. */
export function openApiRoutes(routers: () => readonly Router<AppState>[], log: Logger) {
  const router = new Router<AppState>();
  let built: BuiltDocument | undefined;
  route(
    router,
    {
      method: 'get',
      path: '/openapi.json',
      summary: 'This API as an OpenAPI 3.1 document (Balcão addition)',
      tags: ['meta'],
      auth: 'public',
    },
    (ctx) => {
      if (!built) {
        built = buildOpenApi(routers(), version);
        if (built.undeclared.length)
          log.warn({ routes: built.undeclared }, 'routes without a spec are missing from /openapi.json');
      }
      ctx.body = built.document;
    },
  );
  return router;
}
