import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createKnex, type Knex } from '../db/knex.js';
import { createTestDatabase, until, type TestDatabase } from '../../test/support/index.js';
import { agendaJobsMigration, createJobs, type Jobs } from './index.js';
import { JobSkipped } from './job-skipped.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
describe('kernel.jobs on the knex backend', () => {
  let tdb: TestDatabase;
  let knex: Knex;
  let jobs: Jobs;
  let logs: Record<string, unknown>[];
  const jobRows = () => knex('agenda_jobs').select('*');

  beforeAll(async () => {
    tdb = await createTestDatabase();
    knex = createKnex(
      tdb.client === 'sqlite'
        ? { client: 'sqlite', filename: tdb.url.slice('sqlite:'.length) }
        : { client: 'mysql', url: tdb.url },
    );
    await agendaJobsMigration.up(knex);
    await knex.schema.createTable('tickets', (t) => t.increments('id'));
  });
  afterEach(async () => {
    await jobs?.stop({ timeoutMs: 2000 });
    await knex('agenda_jobs').delete();
  });
  afterAll(async () => {
    await knex?.destroy();
    await tdb?.drop();
  });

  function make(): Jobs {
    logs = [];
    const sink = new Writable({
      write: (chunk, _enc, done) => (logs.push(JSON.parse(String(chunk))), done()),
    });
    jobs = createJobs({ knex, backend: 'knex', log: pino({ level: 'debug' }, sink), processEvery: 100 });
    return jobs;
  }

  it('gives handlers a tenant-scoped context', async () => {
    const j = make();
    const seen: unknown[] = [];
    j.define<{ companyId: number; ticketId: number }>('tickets.remind', async (ctx) => {
      ctx.log.info('reminding');
      seen.push({ data: ctx.data, companyId: ctx.companyId, attempt: ctx.attempt });
    });
    j.define('platform.cleanup', async (ctx) => void seen.push({ companyId: ctx.companyId }));
    await j.start();
    await j.now('tickets.remind', { companyId: 7, ticketId: 3 });
    await j.now('platform.cleanup', {});
    await until('both jobs run', () => seen.length === 2);
    expect(seen).toContainEqual({ data: { companyId: 7, ticketId: 3 }, companyId: 7, attempt: 1 });
    expect(seen).toContainEqual({ companyId: null });
    expect(logs.find((l) => l.msg === 'reminding')).toMatchObject({ job: 'tickets.remind', companyId: 7 });
  });

  it('logs failures with job name and data, and retries with backoff as defined', async () => {
    const j = make();
    const attempts: number[] = [];
    j.define(
      'flaky',
      async (ctx) => {
        attempts.push(ctx.attempt);
        if (ctx.attempt < 3) throw new Error(`boom ${ctx.attempt}`);
      },
      { retries: 3, backoff: { kind: 'constant', delayMs: 100 } },
    );
    let once = 0;
    j.define('fragile', async () => {
      once++;
      throw new Error('no retry for me');
    });
    await j.start();
    await j.now('flaky', { companyId: 1, n: 1 });
    await j.now('fragile', { companyId: 2 });
    await until('the third attempt', () => attempts.length === 3);
    await sleep(400);
    expect(attempts).toEqual([1, 2, 3]);
    expect(once).toBe(1);
    const failures = logs.filter((l) => l.msg === 'job failed');
    expect(failures.find((l) => l.job === 'flaky')).toMatchObject({
      data: { companyId: 1, n: 1 },
      attempt: 1,
      retrying: true,
      err: { message: 'boom 1' },
    });
    expect(failures.find((l) => l.job === 'fragile')).toMatchObject({
      data: { companyId: 2 },
      retrying: false,
    });
  });

  it('records a skipped run as a failure with its reason, logs it as a skip and never retries it', async () => {
    const j = make();
    let runs = 0;
    j.define(
      'tickets.remind',
      async () => {
        runs++;
        throw new JobSkipped('company 9 is inactive');
      },
      { retries: 3, backoff: { kind: 'constant', delayMs: 50 } },
    );
    await j.start();
    const id = await j.now('tickets.remind', { companyId: 9 });
    await until('the job to fail', async () => (await j.get(id))?.state === 'failed');
    await sleep(400);
    expect(runs).toBe(1);
    expect(await j.get(id)).toMatchObject({
      state: 'failed',
      failCount: 1,
      failReason: 'skipped: company 9 is inactive',
      nextRunAt: null,
    });
    expect(logs.find((l) => l.msg === 'job skipped')).toMatchObject({
      level: 40,
      job: 'tickets.remind',
      companyId: 9,
      reason: 'company 9 is inactive',
    });
    expect(logs.filter((l) => l.msg === 'job failed' || l.msg === 'job gave up after its retries')).toEqual(
      [],
    );
  });

  it('creates jobs inside the caller transaction: committed with the row or not at all', async () => {
    const j = make();
    const ran: unknown[] = [];
    j.define('tickets.autoclose', async (ctx) => void ran.push(ctx.data));
    await j.start();
    await expect(
      knex.transaction(async (trx) => {
        const [id] = await trx('tickets').insert({});
        await j.schedule(new Date(), 'tickets.autoclose', { companyId: 1, ticketId: Number(id) }, { trx });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await knex.transaction(async (trx) => {
      const [id] = await trx('tickets').insert({});
      await j.schedule(new Date(), 'tickets.autoclose', { companyId: 1, ticketId: Number(id) }, { trx });
    });
    await until('the job to run', () => ran.length === 1);
    await sleep(300);
    expect(ran).toHaveLength(1);
    expect((await jobRows()).length).toBe(1);
  });

  it('keeps one unique job per key and company; cancels by name and data', async () => {
    const j = make();
    const later = new Date(Date.now() + 60_000);
    await j.unique('tickets.autoclose', { companyId: 1, ticketId: 5, v: 1 }, ['ticketId'], later);
    await j.unique('tickets.autoclose', { companyId: 1, ticketId: 5, v: 2 }, ['ticketId'], later);
    await j.unique('tickets.autoclose', { companyId: 2, ticketId: 5, v: 1 }, ['ticketId'], later);
    const rows = await jobRows();
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => JSON.parse(r.data as string)).sort((a, b) => a.companyId - b.companyId)).toEqual([
      { companyId: 1, ticketId: 5, v: 2 },
      { companyId: 2, ticketId: 5, v: 1 },
    ]);
    expect(await j.cancel('tickets.autoclose', { companyId: 2 })).toBe(1);
    expect(await j.cancel('tickets.autoclose')).toBe(1);
    expect(await jobRows()).toHaveLength(0);
  });

  it('keeps one recurring job per company across re-declarations', async () => {
    const j = make();
    await j.every('1 hour', 'reports.daily', { companyId: 1 });
    await j.every('1 hour', 'reports.daily', { companyId: 1 });
    await j.every('1 hour', 'reports.daily', { companyId: 2 });
    await j.every('5 minutes', 'platform.monitor', {});
    await j.every('5 minutes', 'platform.monitor', {});
    const rows = await jobRows();
    expect(rows.filter((r) => r.name === 'reports.daily')).toHaveLength(2);
    expect(rows.filter((r) => r.name === 'platform.monitor')).toHaveLength(1);
  });

  it('stops gracefully: running jobs finish and are recorded, nothing new starts', async () => {
    const j = make();
    const finished: number[] = [];
    const started: number[] = [];
    // the first job runs until the stop has begun, however slow the machine is to queue the second
    let release!: () => void;
    const stopBegun = new Promise<void>((resolve) => (release = resolve));
    j.define(
      'slow',
      async (ctx) => {
        started.push(ctx.data.i as number);
        await stopBegun;
        await sleep(100);
        finished.push(ctx.data.i as number);
      },
      { concurrency: 1 },
    );
    await j.start();
    await j.now('slow', { i: 1 });
    await until('the first job to start', () => started.length === 1);
    await j.now('slow', { i: 2 });
    const stopped = j.stop({ timeoutMs: 5000 });
    release();
    await stopped;
    expect(finished).toEqual([1]);
    const rows = await jobRows();
    const first = rows.find((r) => JSON.parse(r.data as string).i === 1)!;
    expect(first.lastFinishedAt ?? first.last_finished_at).toBeTruthy();
    expect(first.lockedAt ?? first.locked_at).toBeFalsy();
    await sleep(400);
    expect(started).toEqual([1]);
    // the second is still due, for the next process that runs jobs
    const second = (await jobRows()).find((r) => JSON.parse(r.data as string).i === 2)!;
    expect(second.nextRunAt ?? second.next_run_at).toBeTruthy();
    expect(second.lockedAt ?? second.locked_at).toBeFalsy();
  });
});
