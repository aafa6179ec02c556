import type { Middleware } from 'koa';
import type { Knex } from 'knex';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../errors/app-error.js';
import type { AppState } from '../http/state.js';
import { hashToken } from '../connections/connection-token.js';
import { tokenPattern } from '../connections/generate-token.js';
import { isLimited, tooMany } from '../http/rate-limiter.js';
import { isOverdue, standingOf } from './company-access.js';
import { planHasFlag } from '../plugins/plan-guard.js';
import { authenticatesAs } from '../http/route.js';

/** The caller of an API-token route: the connection its bearer token names, and that connection's company. */
export interface ApiCaller {
  companyId: number;
  connectionId: number;
  connectionName: string;
}

declare module '../http/state.js' {
  interface AppState {
    /** set by ctx.apiToken() (auth/api-token.ts); the only company such a request can act on */
    api: ApiCaller;
  }
}

export interface ApiTokenOptions {
  /** 403 ERR_NO_PERMISSION unless the connection's company plan has this flag (the messages API: useExternalApi) */
  planFlag?: string;
}

/** `ctx.apiToken({ planFlag })`: a middleware that admits a connection's bearer token instead of a user's JWT. */
export type ApiTokenGuard = (opts?: ApiTokenOptions) => Middleware<AppState>;

/**
 * The external messages API (spec §7, `POST /api/messages/send`) authenticates with a connection's
 * 32-character token, not a session. Each request costs one indexed lookup: the token's SHA-256 against the
 * unique `whatsapps.token_hash`, joined to the company (and its plan when a flag is asked), so a regenerated
 * or deleted token, a suspended company or a plan change applies on the next request. Refusals, in order:
 * no Authorization header 401 ERR_SESSION_EXPIRED (as Whaticket's API answers); a malformed or unknown token
 * (a user's JWT included) 401 ERR_INVALID_TOKEN; over `API_RATE_LIMIT` a minute for that token 429
 * ERR_TOO_MANY_REQUESTS with Retry-After; an inactive company 401 ERR_COMPANY_INACTIVE; a company past its
 * due date and BILLING_GRACE_DAYS 402 ERR_SUBSCRIPTION_OVERDUE; a plan without the route's flag 403
 * ERR_NO_PERMISSION. The company never comes from the body or the query.
 */
export function createApiTokenGuard(deps: {
  knex: Knex;
  graceDays: number;
  /** one counter per token, shared by every route behind any guard this factory makes */
  limiter: RateLimiterAbstract;
}): ApiTokenGuard {
  // authenticatesAs: the routes it guards are documented with the apiToken scheme, not a session
  return (opts = {}) =>
    authenticatesAs<Middleware<AppState>>(async (ctx, next) => {
      const header = ctx.get('authorization');
      if (!header) throw new AppError('ERR_SESSION_EXPIRED', 401);
      const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
      if (!token || !tokenPattern.test(token)) throw new AppError('ERR_INVALID_TOKEN', 401);
      const hash = hashToken(token);

      const columns = [
        'whatsapps.id as connectionId',
        'whatsapps.companyId',
        'whatsapps.name as connectionName',
        'companies.status as companyStatus',
        'companies.dueDate as companyDueDate',
      ];
      let query = deps
        .knex('whatsapps')
        .join('companies', 'companies.id', 'whatsapps.companyId')
        .where('whatsapps.tokenHash', hash);
      if (opts.planFlag) {
        query = query.leftJoin('plans', 'plans.id', 'companies.planId');
        columns.push('plans.features as planFeatures');
      }
      const row = await query.first(columns);
      if (!row) throw new AppError('ERR_INVALID_TOKEN', 401);

      // counted only for known tokens, so random guesses cannot fill the limiter's store
      try {
        await deps.limiter.consume(hash);
      } catch (err) {
        if (!isLimited(err)) throw err;
        throw tooMany('ERR_TOO_MANY_REQUESTS', err.msBeforeNext);
      }

      const company = standingOf(row);
      if (!company.status) throw new AppError('ERR_COMPANY_INACTIVE', 401);
      if (isOverdue(company, deps.graceDays)) throw new AppError('ERR_SUBSCRIPTION_OVERDUE', 402);
      if (opts.planFlag && !planHasFlag(row.planFeatures, opts.planFlag))
        throw new AppError('ERR_NO_PERMISSION', 403);

      ctx.state.api = {
        companyId: Number(row.companyId),
        connectionId: Number(row.connectionId),
        connectionName: String(row.connectionName),
      };
      await next();
    }, 'apiToken');
}
