import { describe, expect, it } from 'vitest';
import { Agenda } from 'agenda';
import { KnexBackend } from '../src/index.js';
import { jobsTable } from './support/jobs-table.js';
import { sleep, testDbClient, waitFor } from './support/test-db.js';

describe(`timing on the knex backend (${testDbClient()})`, () => {
  const jobs = jobsTable();

  // What these check is behaviour, not speed: how late jobs run is a figure of the machine and its load, measured
  // by tools/bench/jobs (p50/p95 lateness on SQLite and MariaDB). The bounds below only make the tests end.
  it('runs each scheduled job once, after its time and never before', async () => {
    // 500 ms is the kernel's default poll: each poll locks the jobs due before the next one, one row per transaction.
    const agenda = new Agenda({
      backend: new KnexBackend({ knex: jobs.db.knex }),
      processEvery: 500,
      maxConcurrency: 100,
    });
    jobs.started.push(agenda);
    const lateness = new Map<number, number[]>();
    // The due time travels in data: Agenda clears nextRunAt of a one-off job before running it.
    agenda.define(
      'tick',
      async (job) => {
        const { i, due } = job.attrs.data as { i: number; due: number };
        lateness.set(i, [...(lateness.get(i) ?? []), Date.now() - due]);
      },
      { concurrency: 100 },
    );
    await agenda.start();
    // Spread the due times over 2 s so they straddle several polls rather than one batch.
    const base = Date.now() + 2000;
    for (let i = 0; i < 100; i++)
      await agenda.schedule(new Date(base + i * 20), 'tick', { i, due: base + i * 20 });
    await waitFor(() => lateness.size === 100, 30_000, '100 scheduled runs');
    await sleep(1000); // time for a duplicate run to show up
    const runs = [...lateness.values()];
    expect(runs.every((r) => r.length === 1)).toBe(true);
    const late = runs.map((r) => r[0]!).sort((a, b) => a - b);
    console.log(`lateness ms: min ${late[0]}, p50 ${late[49]}, max ${late[99]}`);
    expect(late[0]).toBeGreaterThanOrEqual(-5); // never early (5 ms of timer slack)
  });

  it('runs a job that fell due while the process was down when it starts, not at its first poll', async () => {
    // Saved by a process that then went away: due a minute ago, nobody running.
    const offline = new KnexBackend({ knex: jobs.db.knex });
    await offline.repository.saveJob(
      {
        name: 'missed',
        data: { companyId: 1 },
        priority: 0,
        nextRunAt: new Date(Date.now() - 60_000),
        type: 'normal',
      },
      undefined,
    );
    // The first periodic poll is a minute away, so a run within the wait below can only come from start().
    const agenda = new Agenda({ backend: new KnexBackend({ knex: jobs.db.knex }), processEvery: '1 minute' });
    jobs.started.push(agenda);
    let ranAfter = -1;
    const startedAt = Date.now();
    agenda.define('missed', async () => void (ranAfter = Date.now() - startedAt));
    await agenda.start();
    await waitFor(() => ranAfter >= 0, 30_000, 'missed job to run');
    console.log(`missed job ran ${ranAfter} ms after start`);
  });
});
