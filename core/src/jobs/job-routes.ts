import Router from '@koa/router';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { AppState } from '../http/state.js';
import { pageNumber, parseQuery } from '../http/validate.js';
import { route } from '../http/route.js';
import { AppError, notFound, orNotFound } from '../errors/app-error.js';
import type { Realtime } from '../realtime/realtime.js';
import { jobStates, type JobInfo, type Jobs } from './index.js';
import { jobDeleted, jobPage, jobSummary, jobView } from './job-schemas.js';

const listQuery = z.object({ state: z.enum(jobStates).optional(), pageNumber: pageNumber() });

/** Agenda ids are UUIDs (knex, Redis) or ObjectIds (Mongo); anything else never reaches the store. */
function jobId(ctx: Context): string {
  const id = String(ctx.params?.id ?? '');
  if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) throw new AppError('ERR_INVALID_JOB_ID', 400);
  return id;
}

/** The super user's jobs view (issue 4): every tenant's jobs, with manual retry and cancel. */
export function jobRoutes({ jobs, realtime, knex }: { jobs: Jobs; realtime: Realtime; knex: Knex }) {
  /** Adds each job's company name (one query per page) so the view needs no company list. */
  async function named(list: JobInfo[]) {
    const ids = [...new Set(list.map((j) => j.companyId).filter((id): id is number => id !== null))];
    const rows: { id: number; name: string }[] = ids.length
      ? await knex('companies').whereIn('id', ids).select('id', 'name')
      : [];
    const names = new Map(rows.map((r) => [Number(r.id), r.name]));
    return list.map((j) => ({
      ...j,
      companyName: j.companyId === null ? null : (names.get(j.companyId) ?? null),
    }));
  }
  const router = new Router<AppState>();
  const params = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) });
  route(
    router,
    {
      method: 'get',
      path: '/jobs',
      summary: "A page of every tenant's jobs (super)",
      query: listQuery,
      response: jobPage,
      permission: 'jobs:manage',
    },
    async (ctx) => {
      const { state, pageNumber } = parseQuery(ctx, listQuery);
      const page = await jobs.list({ state, page: pageNumber });
      ctx.body = { ...page, jobs: await named(page.jobs) };
    },
  );
  route(
    router,
    {
      method: 'get',
      path: '/jobs/summary',
      summary: 'Job counts by state (super)',
      response: jobSummary,
      permission: 'jobs:manage',
    },
    async (ctx) => {
      ctx.body = await jobs.summary();
    },
  );
  route(
    router,
    {
      method: 'post',
      path: '/jobs/:id/retry',
      summary: 'Run a job again (super)',
      params,
      response: jobView,
      permission: 'jobs:manage',
    },
    async (ctx) => {
      const id = jobId(ctx);
      const current = orNotFound(await jobs.get(id), 'ERR_NO_JOB_FOUND');
      if (current.state === 'running') throw new AppError('ERR_JOB_RUNNING', 409);
      const [job] = await named([orNotFound(await jobs.retry(id), 'ERR_NO_JOB_FOUND')]);
      realtime.emitToRoom('supers', 'jobs', { action: 'retry', job });
      ctx.body = job;
    },
  );
  route(
    router,
    {
      method: 'delete',
      path: '/jobs/:id',
      summary: 'Cancel and remove a job (super)',
      params,
      response: jobDeleted,
      permission: 'jobs:manage',
    },
    async (ctx) => {
      const id = jobId(ctx);
      const [job] = await named([orNotFound(await jobs.get(id), 'ERR_NO_JOB_FOUND')]);
      if (!(await jobs.remove(id))) throw notFound('ERR_NO_JOB_FOUND');
      realtime.emitToRoom('supers', 'jobs', { action: 'delete', job });
      ctx.body = { message: 'Job deleted' };
    },
  );
  return router;
}
