import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import type { Hooks } from '../plugins/hooks.js';
import type { Profile } from '../domain/users/user-model.js';
import type { AppState } from './state.js';

/** Who made a write request: a signed-in user, or another system with a connection's messages-API token. */
export type WriteActor =
  | { kind: 'user'; id: number; companyId: number; profile: Profile; super: boolean }
  | { kind: 'api-token'; connectionId: number; connectionName: string; companyId: number };

/** A write request (POST, PUT, PATCH, DELETE) of a route declared with route(), once its caller is known. */
export interface WriteOrigin {
  /** one id per request, answered as `X-Request-Id` */
  requestId: string;
  actor: WriteActor;
  /** the caller's company (a super user's is the platform company) */
  companyId: number;
  method: string;
  /** the route's pattern as mounted (`/tickets/:ticketId`), not the path asked for */
  route: string;
  params: Record<string, string>;
  /** the route's summary in its spec */
  summary: string;
  /** the client address (TRUST_PROXY decides) */
  ip: string;
}

/** The same request after its handler answered with a status below 400. */
export interface WrittenRequest extends WriteOrigin {
  status: number;
  /** the request body as parsed (multipart: its text fields); secrets included, so redact before keeping */
  body: unknown;
  /** the answer when it is JSON (an object, an array, a model), else undefined */
  response: unknown;
}

declare module '../plugins/hook-events.js' {
  interface HookEvents {
    /** a write request passed its guards and is about to run its handler (snapshot what it may change) */
    'request.writing': WriteOrigin;
    /** a write request succeeded (status below 400); awaited before the answer leaves */
    'request.written': WrittenRequest;
  }
}

declare module 'koa' {
  interface DefaultContext {
    /** the kernel's hooks (set once on app.context), told of every write request route() serves */
    hooks?: Hooks;
  }
}

const current = new AsyncLocalStorage<WriteOrigin>();

/**
 * The write request whose handler is running now, wherever in its call chain this is asked: a hook listener
 * notified during (or after the commit of) a route's work can tell who acted. Undefined in the inbound
 * pipeline, a job or any other work no request started.
 */
export function currentWrite(): WriteOrigin | undefined {
  return current.getStore();
}

const writeMethods = new Set(['post', 'put', 'patch', 'delete']);
export const isWriteMethod = (method: string) => writeMethods.has(method.toLowerCase());

function actorOf(state: Partial<AppState>): WriteActor | undefined {
  const user = state.user;
  if (user)
    return { kind: 'user', id: user.id, companyId: user.companyId, profile: user.profile, super: user.super };
  const api = state.api;
  if (api) return { kind: 'api-token', ...api };
  return undefined;
}

/** the answer as JSON data: a plain object or array as is, a model through its toJSON; a file or text is not */
function jsonOf(body: unknown): unknown {
  if (Array.isArray(body)) return body;
  if (typeof body !== 'object' || body === null || Buffer.isBuffer(body)) return undefined;
  if (Object.getPrototypeOf(body) === Object.prototype) return body;
  const toJSON = (body as { toJSON?: unknown }).toJSON;
  return typeof toJSON === 'function' ? (toJSON.call(body) as unknown) : undefined;
}

/**
 * Runs a write route's handler between `request.writing` and `request.written`, inside the request's origin
 * (`currentWrite()`). A request with no caller (a login, a public webhook) or a kernel without hooks just runs.
 */
export async function runWrite(ctx: Context, route: string, summary: string, run: () => Promise<unknown>) {
  const hooks = ctx.hooks;
  const actor = actorOf(ctx.state as Partial<AppState>);
  if (!hooks || !actor) return run();
  const matched = (ctx as { _matchedRoute?: string | RegExp })._matchedRoute;
  const origin: WriteOrigin = {
    requestId: randomUUID(),
    actor,
    companyId: actor.companyId,
    method: ctx.method,
    route: typeof matched === 'string' ? matched : route,
    params: { ...(ctx.params as Record<string, string> | undefined) },
    summary,
    ip: ctx.ip,
  };
  ctx.set('X-Request-Id', origin.requestId);
  await hooks.notify('request.writing', origin);
  await current.run(origin, run);
  if (ctx.status >= 400) return;
  await hooks.notify('request.written', {
    ...origin,
    status: ctx.status,
    body: (ctx.request as { body?: unknown }).body,
    response: jsonOf(ctx.body),
  });
}
