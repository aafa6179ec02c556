import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import type { AppState } from '../http/state.js';
import { pageNumber, parseQuery } from '../http/validate.js';
import { AppError, notFound } from '../errors/app-error.js';
import { requireSuper } from '../auth/require-auth.js';
import type { Realtime } from '../realtime/realtime.js';
import { jobStates, type Jobs } from './index.js';

const JOB_NOT_FOUND = 'ERR_NO_JOB_FOUND';
const listQuery = z.object({ state: z.enum(jobStates).optional(), pageNumber: pageNumber() });

/** Agenda ids are UUIDs (knex, Redis) or ObjectIds (Mongo); anything else never reaches the store. */
function jobId(ctx: Context): string {
  const id = String(ctx.params?.id ?? '');
  if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) throw new AppError('ERR_INVALID_JOB_ID', 400);
  return id;
}

/** The super user's jobs view (issue 4): every tenant's jobs, with manual retry and cancel. */
export function jobRoutes(jobs: Jobs, realtime: Realtime) {
  const router = new Router<AppState>();
  router.get('/jobs', requireSuper, async (ctx) => {
    const { state, pageNumber } = parseQuery(ctx, listQuery);
    ctx.body = await jobs.list({ state, page: pageNumber });
  });
  router.get('/jobs/summary', requireSuper, async (ctx) => {
    ctx.body = await jobs.summary();
  });
  router.post('/jobs/:id/retry', requireSuper, async (ctx) => {
    const id = jobId(ctx);
    const current = (await jobs.get(id)) ?? throwNotFound();
    if (current.state === 'running') throw new AppError('ERR_JOB_RUNNING', 409);
    const job = (await jobs.retry(id)) ?? throwNotFound();
    realtime.emitToRoom('supers', 'jobs', { action: 'retry', job });
    ctx.body = job;
  });
  router.delete('/jobs/:id', requireSuper, async (ctx) => {
    const id = jobId(ctx);
    const job = (await jobs.get(id)) ?? throwNotFound();
    if (!(await jobs.remove(id))) throwNotFound();
    realtime.emitToRoom('supers', 'jobs', { action: 'delete', job });
    ctx.body = { message: 'Job deleted' };
  });
  return router;
}

function throwNotFound(): never {
  throw notFound(JOB_NOT_FOUND);
}
