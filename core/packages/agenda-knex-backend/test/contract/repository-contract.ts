import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobParameters, JobRepository } from 'agenda';
import { connected, oneOff, secondsAgo, secondsAhead, type ContractTarget } from './harness.js';

/** Every JobRepository method, called directly: the storage contract Agenda relies on. */
export interface ContractOptions {
  /**
   * Concurrent saves of one unique job leave one job. Agenda's Mongo backend (upsert) and ours
   * (unique index) guarantee it; @agendajs/redis-backend 3.0.7 reads then inserts, so it does not.
   */
  atomicUniqueSaves?: boolean;
}

export function repositoryContract(makeTarget: () => Promise<ContractTarget>, caps: ContractOptions = {}) {
  let target: ContractTarget;
  let repo: JobRepository;
  beforeAll(async () => {
    target = await makeTarget();
    repo = await connected(target);
  });
  afterAll(async () => target?.cleanup());
  beforeEach(async () => {
    await repo.purgeAllJobs();
  });

  const save = (job: JobParameters) => repo.saveJob(job, { lastModifiedBy: 'test' });
  const idOf = (j: JobParameters) => String(j._id);

  describe('save / find / remove', () => {
    it('inserts a job and reads every field back', async () => {
      const next = secondsAhead(60);
      const start = secondsAhead(1);
      const saved = await save(
        oneOff('send-mail', { companyId: 7, to: ['a@b.c'], nested: { n: 1 } }, next, {
          priority: 10,
          repeatInterval: '5 minutes',
          repeatTimezone: 'America/Sao_Paulo',
          startDate: start,
          skipDays: [0, 6],
        }),
      );
      expect(saved._id).toBeTruthy();
      const got = await repo.getJobById(idOf(saved));
      expect(got).toMatchObject({
        name: 'send-mail',
        priority: 10,
        type: 'normal',
        data: { companyId: 7, to: ['a@b.c'], nested: { n: 1 } },
        repeatInterval: '5 minutes',
        repeatTimezone: 'America/Sao_Paulo',
        skipDays: [0, 6],
      });
      expect(got!.nextRunAt!.getTime()).toBe(next.getTime());
      expect(got!.startDate!.getTime()).toBe(start.getTime());
      expect(got!.disabled).toBeFalsy();
      expect(got!.lockedAt).toBeFalsy();
      expect(await repo.getJobById('00000000-0000-4000-8000-000000000000')).toBeNull();
    });

    it('updates a saved job by id, and leaves a vanished job vanished', async () => {
      const saved = await save(oneOff('a', { v: 1 }));
      await save({ ...saved, data: { v: 2 }, priority: 5 });
      expect(await repo.getJobById(idOf(saved))).toMatchObject({ data: { v: 2 }, priority: 5 });
      await repo.removeJobs({ id: saved._id });
      await save({ ...saved, data: { v: 3 } });
      expect(await repo.getJobById(idOf(saved))).toBeNull();
    });

    it('removes by id, ids, name, names, notNames and data; empty options remove nothing', async () => {
      const a1 = await save(oneOff('a', { companyId: 1, k: 'x' }));
      const a2 = await save(oneOff('a', { companyId: 2, k: 'x' }));
      const b1 = await save(oneOff('b', { companyId: 1 }));
      await save(oneOff('c', { companyId: 3 }));
      await save(oneOff('d', { companyId: 4 }));
      expect(await repo.removeJobs({})).toBe(0);
      expect(await repo.removeJobs({ id: a1._id })).toBe(1);
      expect(await repo.removeJobs({ name: 'a', data: { companyId: 1 } })).toBe(0);
      expect(await repo.removeJobs({ name: 'a', data: { companyId: 2 } })).toBe(1);
      expect(await repo.getJobById(idOf(a2))).toBeNull();
      expect(await repo.removeJobs({ ids: [b1._id!] })).toBe(1);
      expect(await repo.removeJobs({ notNames: ['c'] })).toBe(1);
      expect(await repo.getDistinctJobNames()).toEqual(['c']);
      expect(await repo.removeJobs({ names: ['c', 'zzz'] })).toBe(1);
      expect(await repo.getDistinctJobNames()).toEqual([]);
    });

    it('queries with filters, state, sort and pagination', async () => {
      await save(oneOff('mail', { companyId: 1 }, secondsAgo(10)));
      await save(oneOff('mail', { companyId: 2 }, secondsAhead(100)));
      await save(oneOff('report', { companyId: 1 }, secondsAhead(50), { repeatInterval: '1 hour' }));
      const all = await repo.queryJobs({ sort: { nextRunAt: 'asc' } });
      expect(all.total).toBe(3);
      expect(all.jobs.map((j) => j.name)).toEqual(['mail', 'report', 'mail']);
      expect((await repo.queryJobs({ name: 'mail' })).total).toBe(2);
      expect((await repo.queryJobs({ names: ['mail', 'report'] })).total).toBe(3);
      expect((await repo.queryJobs({ data: { companyId: 1 } })).total).toBe(2);
      expect((await repo.queryJobs({ search: 'REP' })).jobs[0]!.name).toBe('report');
      expect((await repo.queryJobs({ state: 'queued' })).jobs.map((j) => j.data)).toEqual([{ companyId: 1 }]);
      expect((await repo.queryJobs({ state: 'scheduled' })).total).toBe(1);
      expect((await repo.queryJobs({ state: 'repeating' })).total).toBe(1);
      const page = await repo.queryJobs({ sort: { nextRunAt: 'asc' }, skip: 1, limit: 1 });
      expect(page.total).toBe(3);
      expect(page.jobs.map((j) => j.name)).toEqual(['report']);
    });

    it('reports overview, distinct names and queue size', async () => {
      await save(oneOff('mail', {}, secondsAgo(5)));
      await save(oneOff('mail', {}, secondsAgo(5)));
      await save(oneOff('mail', {}, secondsAhead(60)));
      await save(oneOff('beep', {}, secondsAhead(60)));
      expect(await repo.getDistinctJobNames()).toEqual(['beep', 'mail']);
      expect(await repo.getQueueSize()).toBe(2);
      const mail = (await repo.getJobsOverview()).find((o) => o.name === 'mail');
      expect(mail).toMatchObject({ total: 3, queued: 2, scheduled: 1 });
    });

    it('purges everything', async () => {
      await save(oneOff('a', {}));
      await save(oneOff('b', {}));
      expect(await repo.purgeAllJobs()).toBe(2);
      expect((await repo.queryJobs()).total).toBe(0);
    });
  });

  describe('single and unique jobs', () => {
    it('keeps one row per name for type single, without pulling a pending run forward', async () => {
      const first = await save(
        oneOff('tick', { v: 1 }, secondsAhead(300), { type: 'single', repeatInterval: '5 minutes' }),
      );
      const again = await save(
        oneOff('tick', { v: 2 }, new Date(), { type: 'single', repeatInterval: '10 minutes' }),
      );
      expect(idOf(again)).toBe(idOf(first));
      const rows = await repo.queryJobs({ name: 'tick' });
      expect(rows.total).toBe(1);
      expect(rows.jobs[0]).toMatchObject({ data: { v: 2 }, repeatInterval: '10 minutes' });
      // a "now" re-declaration keeps the stored future run...
      expect(rows.jobs[0]!.nextRunAt!.getTime()).toBe(first.nextRunAt!.getTime());
      // ...but a later explicit time replaces it
      const later = secondsAhead(900);
      await save(oneOff('tick', { v: 3 }, later, { type: 'single' }));
      expect((await repo.getJobById(idOf(first)))!.nextRunAt!.getTime()).toBe(later.getTime());
    });

    it('upserts on the unique fields; insertOnly leaves the existing job alone', async () => {
      const u = { 'data.ticketId': 9 };
      const a = await save(oneOff('autoclose', { ticketId: 9, n: 1 }, secondsAhead(10), { unique: u }));
      const b = await save(oneOff('autoclose', { ticketId: 9, n: 2 }, secondsAhead(20), { unique: u }));
      expect(idOf(b)).toBe(idOf(a));
      expect((await repo.getJobById(idOf(a)))!.data).toEqual({ ticketId: 9, n: 2 });
      await save(
        oneOff('autoclose', { ticketId: 9, n: 3 }, secondsAhead(30), {
          unique: u,
          uniqueOpts: { insertOnly: true },
        }),
      );
      expect((await repo.getJobById(idOf(a)))!.data).toEqual({ ticketId: 9, n: 2 });
      await save(
        oneOff('autoclose', { ticketId: 10, n: 1 }, secondsAhead(10), { unique: { 'data.ticketId': 10 } }),
      );
      expect((await repo.queryJobs({ name: 'autoclose' })).total).toBe(2);
    });

    it.skipIf(caps.atomicUniqueSaves === false)('holds under concurrent unique saves', async () => {
      const u = { 'data.key': 'same' };
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          save(oneOff('dedupe', { key: 'same', i }, new Date(), { unique: u })),
        ),
      );
      expect((await repo.queryJobs({ name: 'dedupe' })).total).toBe(1);
    });
  });

  describe('locking', () => {
    it('finds due jobs in nextRunAt then priority order, locking each once', async () => {
      await save(oneOff('w', { n: 'late' }, secondsAgo(1)));
      const tie = secondsAgo(10);
      await save(oneOff('w', { n: 'low' }, tie, { priority: 0 }));
      await save(oneOff('w', { n: 'high' }, tie, { priority: 20 }));
      await save(oneOff('w', { n: 'future' }, secondsAhead(3600)));
      await save(oneOff('other', { n: 'x' }, secondsAgo(10)));
      const scanUntil = secondsAhead(5);
      const deadline = secondsAgo(600);
      const got: unknown[] = [];
      for (let i = 0; i < 4; i++) {
        const j = await repo.getNextJobToRun('w', scanUntil, deadline, new Date(), undefined);
        if (j) {
          expect(j.lockedAt).toBeInstanceOf(Date);
          got.push((j.data as { n: string }).n);
        } else got.push(null);
      }
      expect(got.slice(0, 3)).toEqual(['high', 'low', 'late']);
      expect(got[3]).toBeNull();
    });

    it('hands a job whose lock expired to another worker', async () => {
      const saved = await save(oneOff('slow', {}, secondsAgo(1)));
      const first = await repo.getNextJobToRun(
        'slow',
        secondsAhead(5),
        secondsAgo(600),
        new Date(),
        undefined,
      );
      expect(idOf(first!)).toBe(idOf(saved));
      // still fresh: nobody else gets it
      expect(
        await repo.getNextJobToRun('slow', secondsAhead(5), secondsAgo(600), new Date(), undefined),
      ).toBeUndefined();
      // the lock is older than the deadline: the worker is presumed dead and the job is handed over
      const second = await repo.getNextJobToRun(
        'slow',
        secondsAhead(5),
        secondsAhead(1),
        new Date(),
        undefined,
      );
      expect(idOf(second!)).toBe(idOf(saved));
    });

    it('locks and unlocks single jobs and batches; saves runtime state', async () => {
      const a = await save(oneOff('l', {}, secondsAhead(30)));
      const b = await save(oneOff('l', {}, secondsAhead(30)));
      const locked = await repo.lockJob(a, undefined);
      expect(locked?.lockedAt).toBeInstanceOf(Date);
      expect(await repo.lockJob(a, undefined)).toBeUndefined();
      await repo.unlockJob(a);
      expect((await repo.getJobById(idOf(a)))!.lockedAt).toBeFalsy();
      await repo.lockJob(a, undefined);
      await repo.lockJob(b, undefined);
      await repo.unlockJobs([a._id!, b._id!]);
      expect((await repo.queryJobs({ name: 'l' })).jobs.every((j) => !j.lockedAt)).toBe(true);

      const ran = new Date(Date.now() - 500);
      const done = new Date();
      await repo.saveJobState(
        {
          ...a,
          lockedAt: undefined,
          lastRunAt: ran,
          lastFinishedAt: done,
          failCount: 2,
          failReason: 'boom',
          failedAt: ran,
          nextRunAt: null,
          progress: 50,
        },
        undefined,
      );
      const got = await repo.getJobById(idOf(a));
      expect(got).toMatchObject({ failCount: 2, failReason: 'boom', progress: 50, nextRunAt: null });
      expect(got!.lastRunAt!.getTime()).toBe(ran.getTime());
      expect(got!.lastFinishedAt!.getTime()).toBe(done.getTime());
      await repo.removeJobs({ id: a._id });
      await expect(repo.saveJobState({ ...a }, undefined)).rejects.toThrow();
    });
  });

  describe('disable / enable', () => {
    it('disabled jobs are not handed out until enabled again', async () => {
      await save(oneOff('d', { companyId: 1 }, secondsAgo(1)));
      await save(oneOff('d', { companyId: 2 }, secondsAgo(1)));
      expect(await repo.disableJobs({ name: 'd' })).toBe(2);
      expect(
        await repo.getNextJobToRun('d', secondsAhead(5), secondsAgo(600), new Date(), undefined),
      ).toBeUndefined();
      expect((await repo.queryJobs({ name: 'd', includeDisabled: false })).total).toBe(0);
      expect(await repo.enableJobs({ name: 'd', data: { companyId: 2 } })).toBe(1);
      const next = await repo.getNextJobToRun('d', secondsAhead(5), secondsAgo(600), new Date(), undefined);
      expect(next?.data).toEqual({ companyId: 2 });
      expect((await repo.queryJobs({ state: 'paused' })).total).toBe(1);
    });
  });
}
