import Router from '@koa/router';
import { z } from 'zod';
import { readFileSync } from 'node:fs';
import type { AppState } from './state.js';
import { route } from './route.js';

export const { version } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

export const versionAnswer = z.strictObject({ version: z.string().meta({ example: '0.1.0' }) });

export function versionRoutes() {
  const router = new Router<AppState>();
  route(
    router,
    {
      method: 'get',
      path: '/version',
      summary: "The server's version",
      auth: 'public',
      response: versionAnswer,
    },
    (ctx) => {
      ctx.body = { version };
    },
  );
  return router;
}
