import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { Agenda, type Job } from 'agenda';
import { sleep, waitFor } from '../support/test-db.js';
import { oneOff, secondsAgo, type ContractTarget } from './harness.js';

/** The same storage driven through Agenda itself: repeat/cron, expiry hand-over, disable. */
export function agendaContract(makeTarget: () => Promise<ContractTarget>) {
  let target: ContractTarget;
  const running: Agenda[] = [];
  beforeAll(async () => {
    target = await makeTarget();
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((a) => a.stop(false)));
    const a = new Agenda({ backend: target.newBackend() });
    await a.ready;
    await a.purge();
  });
  afterAll(async () => target?.cleanup());

  async function agenda(opts: { lockLifetime?: number } = {}): Promise<Agenda> {
    const a = new Agenda({
      backend: target.newBackend(),
      processEvery: 100,
      defaultLockLifetime: opts.lockLifetime ?? 600_000,
    });
    await a.ready;
    running.push(a);
    return a;
  }

  it('runs a job saved with now() once', async () => {
    const a = await agenda();
    const seen: unknown[] = [];
    a.define('hello', async (job: Job<{ n: number }>) => void seen.push(job.attrs.data));
    await a.start();
    await a.now('hello', { n: 1 });
    await waitFor(() => seen.length === 1, 5000, 'hello to run');
    await sleep(300);
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('computes the next run of a repeat interval after a run', async () => {
    const a = await agenda();
    let runs = 0;
    a.define('hourly', async () => void runs++);
    await a.start();
    const t0 = Date.now();
    await a.every('1 hour', 'hourly', { companyId: 1 });
    await waitFor(() => runs === 1, 5000, 'hourly to run');
    await waitFor(async () => !(await a.queryJobs({ name: 'hourly' })).jobs[0]?.lockedAt, 3000, 'unlock');
    const [job] = (await a.queryJobs({ name: 'hourly' })).jobs;
    expect(job!.type).toBe('single');
    const next = job!.nextRunAt!.getTime();
    expect(next - job!.lastRunAt!.getTime()).toBeGreaterThanOrEqual(3_600_000 - 1000);
    expect(next).toBeLessThanOrEqual(Date.now() + 3_600_000);
    expect(next).toBeGreaterThan(t0 + 3_590_000);
  });

  it('computes the next run of a cron expression', async () => {
    const a = await agenda();
    let runs = 0;
    a.define('cron5', async () => void runs++);
    await a.start();
    await a.every('*/5 * * * *', 'cron5', {}, { timezone: 'UTC' });
    // every() schedules the first run at the next matching minute; check it is a cron boundary.
    const [job] = (await a.queryJobs({ name: 'cron5' })).jobs;
    const next = job!.nextRunAt!;
    expect(next.getUTCMinutes() % 5).toBe(0);
    expect(next.getUTCSeconds()).toBe(0);
    expect(next.getTime()).toBeGreaterThan(Date.now() - 1000);
    expect(next.getTime()).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
    expect(job!.repeatInterval).toBe('*/5 * * * *');
  });

  it('hands a job to another worker when the first one dies holding its lock', async () => {
    // Worker 1 "dies": it locked the job (lockedAt set) and never finishes or unlocks it.
    const store = target.newBackend();
    await store.connect();
    const saved = await store.repository.saveJob(oneOff('handover', { x: 1 }, secondsAgo(1)), undefined);
    const locked = await store.repository.getNextJobToRun(
      'handover',
      new Date(Date.now() + 5000),
      secondsAgo(600),
      new Date(),
      undefined,
    );
    expect(String(locked!._id)).toBe(String(saved._id));
    // Worker 2 with a 1 s lock lifetime takes it over once the lock is older than that.
    const b = await agenda({ lockLifetime: 1000 });
    const ranAt: number[] = [];
    b.define('handover', async () => void ranAt.push(Date.now()), { lockLifetime: 1000 });
    const t0 = Date.now();
    await b.start();
    await waitFor(() => ranAt.length === 1, 8000, 'handover to run on worker 2');
    expect(ranAt[0]! - t0).toBeGreaterThanOrEqual(500);
  });

  it('does not run disabled jobs until enabled', async () => {
    const a = await agenda();
    let runs = 0;
    a.define('paused', async () => void runs++);
    const job = a.create('paused', { companyId: 3 });
    job.disable();
    await job.save();
    await a.start();
    await sleep(600);
    expect(runs).toBe(0);
    expect(await a.enable({ name: 'paused' })).toBe(1);
    await waitFor(() => runs === 1, 5000, 'enabled job to run');
  });

  it('cancels jobs by name and data', async () => {
    const a = await agenda();
    await a.schedule(new Date(Date.now() + 60_000), 'later', { companyId: 1, ticketId: 1 });
    await a.schedule(new Date(Date.now() + 60_000), 'later', { companyId: 1, ticketId: 2 });
    expect(await a.cancel({ name: 'later', data: { ticketId: 2 } })).toBe(1);
    const left = await a.queryJobs({ name: 'later' });
    expect(left.jobs.map((j) => j.data)).toEqual([{ companyId: 1, ticketId: 1 }]);
  });
}
