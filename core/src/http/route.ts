import type Router from '@koa/router';
import type { RouterMiddleware } from '@koa/router';
import type { Context } from 'koa';
import type { ZodObject, ZodType } from 'zod';
import { requirePermission } from '../auth/permissions/require-permission.js';
import { isWriteMethod, runWrite } from './write-requests.js';

export type RouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a route declares about itself: the OpenAPI document (GET /openapi.json) is built from these. */
export interface RouteSpec {
  method: RouteMethod;
  /** as @koa/router takes it, relative to the router's prefix: '/plans/:id' */
  path: string;
  summary: string;
  /** a longer text for the document (markdown): what the route does beyond its summary */
  description?: string;
  tags?: string[];
  /** the schema the handler passes to parseBody (lenient bodies are documented as the strict schema) */
  body?: ZodType;
  /** the schema the handler passes to parseQuery */
  query?: ZodObject;
  /** request headers the route reads (an `Idempotency-Key`), documented as header parameters */
  headers?: ZodObject;
  /**
   * the body the route also takes as multipart/form-data (read by `multipart()`), documented beside the JSON
   * one; a file field is `z.string().meta({ format: 'binary' })` (an array of them for several files)
   */
  multipart?: ZodType;
  /** codes of the error catalogue the route answers with besides the guards', listed under their statuses */
  errors?: string[];
  /** default: a parameter named id or ending in Id is a positive integer (idParam), any other a string */
  params?: ZodObject;
  /** the answer's shape; default a JSON object */
  response?: ZodType;
  /** media type of a successful answer; default application/json (a route answering files names its own) */
  contentType?: string;
  /** status of a successful answer; default 200 */
  status?: number;
  /**
   * default 'bearer' (an access token); 'optional' reads a token when one is sent; 'refresh' is the jrt cookie;
   * 'apiToken' a connection's messages-API token, set by itself when the route uses the ctx.apiToken() guard
   */
  auth?: RouteAuth;
  /**
   * the permission the caller must hold (`campaigns:write`, core/src/auth/permissions): route() checks it before
   * any other middleware, the document shows it, and the role matrix test calls the route as every profile
   */
  permission?: string;
}

export type RouteAuth = 'bearer' | 'public' | 'optional' | 'refresh' | 'apiToken';

/** middleware that decides how a route authenticates (the messages-API guard), so its routes document it */
const authOfMiddleware = new WeakMap<object, RouteAuth>();

/** Marks `middleware` as deciding the auth of any route it guards; returns it. */
export function authenticatesAs<M extends object>(middleware: M, auth: RouteAuth): M {
  authOfMiddleware.set(middleware, auth);
  return middleware;
}

const specs = new WeakMap<object, RouteSpec>();

/**
 * Registers a route on `router` and records its spec, e.g.
 * `route(router, { method: 'post', path: '/helps', summary: 'Create a help', permission: 'helps:write' }, handler)`.
 * Behaves exactly like `router.post(path, ...middleware)`, preceded by the permission check when it names one.
 */
export function route<S, C>(
  router: Router<S, C>,
  spec: RouteSpec,
  ...middleware: Array<RouterMiddleware<S, C>>
): Router<S, C> {
  const name = `route ${spec.method.toUpperCase()} ${spec.path}`;
  const handler = middleware.at(-1);
  if (!handler) throw new Error(`${name} has no handler`);
  const guarded = middleware.map((m) => authOfMiddleware.get(m)).find((a) => a !== undefined);
  if (guarded && spec.auth && spec.auth !== guarded)
    throw new Error(`${name} declares auth '${spec.auth}' but its guard is '${guarded}'`);
  // a wrapper of its own per route: one handler may serve two paths (/helps and /helps/list)
  // a write's handler runs between the request.writing and request.written hooks (http/write-requests.ts)
  const documented: RouterMiddleware<S, C> = isWriteMethod(spec.method)
    ? (ctx, next) =>
        runWrite(ctx as unknown as Context, spec.path, spec.summary, async () => handler(ctx, next))
    : (ctx, next) => handler(ctx, next);
  specs.set(documented, guarded ? { ...spec, auth: guarded } : spec);
  const guard = spec.permission
    ? [requirePermission(spec.permission) as unknown as RouterMiddleware<S, C>]
    : [];
  router.register(spec.path, [spec.method], [...guard, ...middleware.slice(0, -1), documented]);
  return router;
}

/**
 * The spec of a router layer's route, found by its last middleware. Nested routers copy layers (adding
 * prefixes) but keep their middleware functions, so this works on the routers the kernel mounts.
 */
export function routeSpecOf(layerStack: readonly unknown[]): RouteSpec | undefined {
  const last = layerStack.at(-1);
  return typeof last === 'function' ? specs.get(last) : undefined;
}
