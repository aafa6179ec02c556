import { describe, expect, it } from 'vitest';
import { Agenda } from 'agenda';
import { KnexBackend } from '../src/index.js';
import { oneOff, secondsAgo } from './contract/harness.js';
import { jobsTable } from './support/jobs-table.js';
import { sleep, testDbClient, waitFor } from './support/test-db.js';

/** What an idle process costs the database: one query per poll, however many job names are defined. */
describe(`polling with nothing due (${testDbClient()})`, () => {
  const NAMES = Array.from({ length: 10 }, (_, i) => `idle-${i}`);
  const jobs = jobsTable();

  /** statements sent on the jobs table while fn runs */
  async function jobsQueries(fn: () => Promise<void>): Promise<number> {
    let n = 0;
    const count = (q: { sql: string }) => void (/agenda_jobs/.test(q.sql) && n++);
    jobs.db.knex.on('query', count);
    try {
      await fn();
    } finally {
      jobs.db.knex.off('query', count);
    }
    return n;
  }

  async function start(ran: string[]) {
    const agenda = new Agenda({ backend: new KnexBackend({ knex: jobs.db.knex }), processEvery: 100 });
    jobs.started.push(agenda);
    await agenda.ready;
    for (const name of NAMES) agenda.define(name, async () => void ran.push(name));
    await agenda.start();
  }

  it('asks once per poll for ten job names', async () => {
    await start([]);
    await sleep(150);
    // about ten polls: one query each, where a query per name per poll made a hundred
    const n = await jobsQueries(async () => void (await sleep(1000)));
    expect(n).toBeGreaterThanOrEqual(5);
    expect(n).toBeLessThanOrEqual(20);
  });

  it('still runs a job another process saved, and only that name is looked up further', async () => {
    const ran: string[] = [];
    await start(ran);
    await sleep(150);
    // saved through another backend: this process hears no notification and must find it by polling
    await new KnexBackend({ knex: jobs.db.knex }).repository.saveJob(
      oneOff('idle-7', {}, secondsAgo(1)),
      undefined,
    );
    await waitFor(() => ran.includes('idle-7'), 5000, 'the polled job to run');
    expect(ran).toEqual(['idle-7']);
  });
});
