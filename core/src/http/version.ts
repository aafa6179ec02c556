import Router from '@koa/router';
import { readFileSync } from 'node:fs';
import type { AppState } from './state.js';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export function versionRoutes() {
  const router = new Router<AppState>();
  router.get('/version', (ctx) => {
    ctx.body = { version };
  });
  return router;
}
