import { describe, expect, it } from 'vitest';
import { Agenda } from 'agenda';
import { KnexBackend } from '../src/index.js';
import { oneOff, secondsAgo, secondsAhead } from './contract/harness.js';
import { jobsTable } from './support/jobs-table.js';
import { sleep, testDbClient, waitFor } from './support/test-db.js';

/** Batch locking keeps due jobs locked in a per-process buffer; these are the promises it must keep. */
describe(`prefetching batches of due jobs (${testDbClient()})`, () => {
  const jobs = jobsTable();

  const backend = (batchSize = 100) => new KnexBackend({ knex: jobs.db.knex, batchSize });
  const lockedCount = async () =>
    Number(
      (
        (await jobs.db.knex('agenda_jobs').whereNotNull('locked_at').count({ n: '*' }).first()) as {
          n: number;
        }
      ).n,
    );
  /** n due jobs, each due a millisecond after the one before: two saved within one millisecond would tie, and
   * MariaDB returns equal due times in no set order */
  async function saveDue(name: string, n: number) {
    const store = backend();
    const first = secondsAgo(1).getTime() - n;
    for (let i = 0; i < n; i++)
      await store.repository.saveJob(oneOff(name, { i }, new Date(first + i)), undefined);
  }
  async function agenda(b: KnexBackend, lockLifetime = 600_000) {
    const a = new Agenda({ backend: b, processEvery: 100, defaultLockLifetime: lockLifetime });
    await a.ready;
    jobs.started.push(a);
    return a;
  }

  it('hands the batch-locked jobs of a process that stops to another process at once', async () => {
    await saveDue('handoff', 10);
    const first = backend(10);
    const a = await agenda(first);
    let release!: () => void;
    const blocked = new Promise<void>((r) => (release = r));
    const ranOnA: number[] = [];
    // one at a time and one locked at a time on A: the other 9 of its batch wait in its buffer
    a.define(
      'handoff',
      async (job) => {
        ranOnA.push((job.attrs.data as { i: number }).i);
        await blocked;
      },
      { concurrency: 1, lockLimit: 1 },
    );
    await a.start();
    await waitFor(() => ranOnA.length === 1, 5000, 'A to start one job');
    expect(first.repository.prefetchedCount).toBe(9);
    expect(await lockedCount()).toBe(10);

    const b = await agenda(backend());
    const ranOnB: number[] = [];
    b.define('handoff', async (job) => void ranOnB.push((job.attrs.data as { i: number }).i));
    await b.start();
    await sleep(400);
    expect(ranOnB).toEqual([]); // A's locks hold while A runs

    await a.stop(false); // lock lifetime is 10 min: only the release on stop lets B have them now
    expect(first.repository.prefetchedCount).toBe(0);
    await waitFor(() => ranOnB.length === 9, 5000, 'B to run the 9 released jobs');
    release();
    await sleep(300);
    expect([...ranOnA, ...ranOnB].sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('hands the batch-locked jobs of a process that died to another once their locks expire', async () => {
    await saveDue('orphan', 5);
    // the dead process: it locked a batch of 5 (one handed out, four buffered) and never ran them
    const dead = backend(5);
    await dead.connect();
    const got = await dead.repository.getNextJobToRun(
      'orphan',
      secondsAhead(1),
      secondsAgo(600),
      new Date(),
      {
        lastModifiedBy: 'dead',
      },
    );
    expect(got).toBeDefined();
    expect(dead.repository.prefetchedCount).toBe(4);
    expect(await lockedCount()).toBe(5);

    const b = await agenda(backend(), 1000);
    const ran: number[] = [];
    b.define('orphan', async (job) => void ran.push((job.attrs.data as { i: number }).i), {
      lockLifetime: 1000,
    });
    const t0 = Date.now();
    await b.start();
    await waitFor(() => ran.length === 5, 8000, 'the 5 orphaned jobs to run on B');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(500); // not before the locks expired
    expect(ran.sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('keeps the per-name concurrency limit while a batch is prefetched', async () => {
    await saveDue('limited', 30);
    const a = await agenda(backend(100));
    let now = 0;
    let peak = 0;
    const ran = new Set<number>();
    a.define(
      'limited',
      async (job) => {
        peak = Math.max(peak, ++now);
        await sleep(30);
        ran.add((job.attrs.data as { i: number }).i);
        now--;
      },
      { concurrency: 3 },
    );
    await a.start();
    await waitFor(() => ran.size === 30, 10_000, 'the 30 jobs to run');
    expect(peak).toBe(3);
    await sleep(200);
    expect(ran.size).toBe(30);
    const done = await a.queryJobs({ name: 'limited' });
    expect(done.jobs.every((j) => j.lastFinishedAt && !j.lockedAt)).toBe(true);
  });

  it('does not run a prefetched job that was cancelled meanwhile', async () => {
    await saveDue('cancel', 3);
    const first = backend(3);
    await first.connect();
    const got = await first.repository.getNextJobToRun(
      'cancel',
      secondsAhead(1),
      secondsAgo(600),
      new Date(),
      undefined,
    );
    expect(first.repository.prefetchedCount).toBe(2);
    expect(await first.repository.removeJobs({ name: 'cancel', data: { i: 1 } })).toBe(1);
    expect(first.repository.prefetchedCount).toBe(1);
    const next = await first.repository.getNextJobToRun(
      'cancel',
      secondsAhead(1),
      secondsAgo(600),
      new Date(),
      undefined,
    );
    expect([got?.data, next?.data]).toEqual([{ i: 0 }, { i: 2 }]);
    expect(
      await first.repository.getNextJobToRun(
        'cancel',
        secondsAhead(1),
        secondsAgo(600),
        new Date(),
        undefined,
      ),
    ).toBeUndefined();
  });

  it('gives back a batch whose locking was still under way when the process stopped', async () => {
    await saveDue('straddle', 3);
    const store = backend(3);
    await store.connect();
    // Agenda's poll is mid-query when stop() releases: without care its first job would come back to a stopped
    // processor and stay locked for the whole lock lifetime
    const polling = store.repository.getNextJobToRun(
      'straddle',
      secondsAhead(1),
      secondsAgo(600),
      new Date(),
      undefined,
    );
    await store.repository.releasePrefetched();
    expect(await polling).toBeUndefined();
    expect(await lockedCount()).toBe(0);
    expect(store.repository.prefetchedCount).toBe(0);
  });
});
