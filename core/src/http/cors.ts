import cors from '@koa/cors';

/**
 * The exact requesting origin, only when allowed, with credentials: the Whaticket web client sends the refresh
 * cookie cross-origin, which a wildcard would forbid.
 */
export function corsAllowList(origins: string[]) {
  const allowed = new Set(origins.map((o) => o.replace(/\/$/, '')));
  const isAllowed = (origin: string | undefined) => !origin || allowed.has(origin) || allowed.has('*');
  const middleware = cors({
    credentials: true,
    origin: (ctx) => {
      const origin = ctx.get('origin');
      return origin && isAllowed(origin) ? origin : '';
    },
    allowMethods: ['GET', 'HEAD', 'PUT', 'POST', 'DELETE', 'PATCH'],
    maxAge: 600,
  });
  return { middleware, isAllowed };
}
