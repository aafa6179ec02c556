import Router from '@koa/router';
import { readFileSync } from 'node:fs';
import type { AppState } from './state.js';
import { route } from './route.js';

export const { version } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

export function versionRoutes() {
  const router = new Router<AppState>();
  route(
    router,
    { method: 'get', path: '/version', summary: "The server's version", auth: 'public' },
    (ctx) => {
      ctx.body = { version };
    },
  );
  return router;
}
