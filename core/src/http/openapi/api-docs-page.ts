import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import type { Middleware } from 'koa';
import send from 'koa-send';

// Swagger UI's own files from node_modules: the page downloads nothing from elsewhere
const swaggerDist = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const assets = new Set(['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']);

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Balcão API</title>
    <link rel="icon" type="image/png" href="/api-docs/favicon-32x32.png" />
    <link rel="stylesheet" href="/api-docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api-docs/swagger-ui-bundle.js"></script>
    <script src="/api-docs/init.js"></script>
  </body>
</html>
`;

// a file, not an inline script: the CSP allows scripts from this origin only. No validatorUrl: Swagger UI
// would otherwise send the document to validator.swagger.io
const init = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#swagger-ui', validatorUrl: null, deepLinking: true });\n`;

/**
 * The API reference at /api-docs (Swagger UI rendering GET /openapi.json). Mounted before the static files,
 * which would otherwise answer a browser's navigation here with the shell.
 */
export function apiDocsPage(): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/api-docs' || ctx.path === '/api-docs/') {
      ctx.type = 'html';
      ctx.body = page;
      return;
    }
    if (ctx.path === '/api-docs/init.js') {
      ctx.type = 'application/javascript';
      ctx.body = init;
      return;
    }
    const file = /^\/api-docs\/([\w.-]+)$/.exec(ctx.path)?.[1];
    if (file && assets.has(file))
      return void (await send(ctx, file, { root: swaggerDist, maxage: 86400000 }));
    return next();
  };
}
