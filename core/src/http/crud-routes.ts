import type Router from '@koa/router';
import type { z, ZodObject, ZodType } from 'zod';
import { route, type RouteSpec } from './route.js';
import type { AppState, AuthUser } from './state.js';
import { idParam, parseBody, parseQuery } from './validate.js';

/** What every verb declares beside its call: the rest of its RouteSpec comes from the set. */
interface VerbSpec {
  summary: string;
  /** over the set's permission for this verb */
  permission?: string;
  errors?: string[];
  /** the status of a success, documented and answered (Whaticket answers 201 to some creates, 200 to others) */
  status?: number;
}

/** the parsed query of a verb: undefined when it declares no schema */
type QueryOf<Q> = Q extends ZodType ? z.output<Q> : undefined;

interface Listing<Q extends ZodObject | undefined> extends VerbSpec {
  /** parsed with parseQuery and documented */
  query?: Q;
  run(call: { user: AuthUser; query: QueryOf<Q> }): Promise<unknown> | unknown;
}

/**
 * One record's routes of the usual shape: `GET <path>` (index), `GET <path>/list` (list), `GET <path>/:id`
 * (show), `POST <path>` (create), `PUT <path>/:id` (update) and `DELETE <path>/:id` (delete), each optional.
 */
export interface CrudRoutes<
  IQ extends ZodObject | undefined,
  LQ extends ZodObject | undefined,
  B extends ZodType,
  P extends ZodType,
> {
  /** '/schedules' */
  path: string;
  tags: string[];
  /** the permission every verb requires unless it names its own */
  permission?: string;
  /** the permission of create, update and delete, over `permission` */
  writePermission?: string;
  index?: Listing<IQ>;
  /** registered before show, which would otherwise take "list" for an id */
  list?: Listing<LQ>;
  show?: VerbSpec & { run(call: { user: AuthUser; id: number }): Promise<unknown> };
  create?: VerbSpec & { body: B; run(call: { user: AuthUser; body: z.output<B> }): Promise<unknown> };
  update?: VerbSpec & {
    body: P;
    run(call: { user: AuthUser; id: number; body: z.output<P> }): Promise<unknown>;
  };
  /** answers `answer` once run resolves (Whaticket's `{ message: 'Schedule deleted' }`) */
  delete?: VerbSpec & { run(call: { user: AuthUser; id: number }): Promise<unknown>; answer: unknown };
}

/**
 * Registers `set`'s routes with route() in the order above, each a parse, one call of the verb's `run` with the
 * caller, and its answer: what a plugin's routes.ts otherwise writes five times over.
 */
export function crudRoutes<
  IQ extends ZodObject | undefined = undefined,
  LQ extends ZodObject | undefined = undefined,
  B extends ZodType = ZodType,
  P extends ZodType = ZodType,
>(router: Router<AppState>, set: CrudRoutes<IQ, LQ, B, P>): void {
  const { path, tags } = set;
  const one = `${path}/:id`;
  const spec = (method: RouteSpec['method'], at: string, verb: VerbSpec): RouteSpec => {
    const shared = method === 'get' ? set.permission : (set.writePermission ?? set.permission);
    const permission = verb.permission ?? shared;
    return {
      method,
      path: at,
      summary: verb.summary,
      tags,
      ...(permission && { permission }),
      ...(verb.errors && { errors: verb.errors }),
      ...(verb.status && { status: verb.status }),
    };
  };
  const listing = <Q extends ZodObject | undefined>(at: string, verb: Listing<Q>) =>
    route(router, { ...spec('get', at, verb), ...(verb.query && { query: verb.query }) }, async (ctx) => {
      const query = (verb.query && parseQuery(ctx, verb.query)) as QueryOf<Q>;
      ctx.body = await verb.run({ user: ctx.state.user, query });
    });
  if (set.index) listing(path, set.index);
  if (set.list) listing(`${path}/list`, set.list);
  const { show, create, update, delete: remove } = set;
  if (show)
    route(router, spec('get', one, show), async (ctx) => {
      ctx.body = await show.run({ user: ctx.state.user, id: idParam(ctx) });
    });
  if (create)
    route(router, { ...spec('post', path, create), body: create.body }, async (ctx) => {
      ctx.body = await create.run({ user: ctx.state.user, body: parseBody(ctx, create.body) });
      if (create.status) ctx.status = create.status;
    });
  if (update)
    route(router, { ...spec('put', one, update), body: update.body }, async (ctx) => {
      const id = idParam(ctx);
      ctx.body = await update.run({ user: ctx.state.user, id, body: parseBody(ctx, update.body) });
    });
  if (remove)
    route(router, spec('delete', one, remove), async (ctx) => {
      await remove.run({ user: ctx.state.user, id: idParam(ctx) });
      ctx.body = remove.answer;
    });
}
