import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Agenda } from 'agenda';
import { KnexBackend, agendaJobsMigration } from '../src/index.js';
import { createTestDb, testDbClient, waitFor, type TestDb } from './support/test-db.js';

describe(`timing on the knex backend (${testDbClient()})`, () => {
  let db: TestDb;
  let agenda: Agenda | undefined;
  beforeAll(async () => {
    db = await createTestDb();
    await agendaJobsMigration.up(db.knex);
  });
  afterEach(async () => {
    await agenda?.stop(false);
    agenda = undefined;
    await db.knex('agenda_jobs').delete();
  });
  afterAll(async () => db?.drop());

  it('runs jobs scheduled 2 s ahead within 300 ms of their time (p95 over 100)', async () => {
    // 500 ms is the kernel's default poll: each poll locks the jobs due before the next one, one
    // row per transaction, so a longer poll means bigger bursts that make the last ones late.
    agenda = new Agenda({
      backend: new KnexBackend({ knex: db.knex }),
      processEvery: 500,
      maxConcurrency: 100,
    });
    const lateness: number[] = [];
    // The due time travels in data: Agenda clears nextRunAt of a one-off job before running it.
    agenda.define(
      'tick',
      async (job) => void lateness.push(Date.now() - (job.attrs.data as { due: number }).due),
      { concurrency: 100 },
    );
    await agenda.start();
    // Spread the due times over 2 s so they straddle several polls rather than one batch.
    const base = Date.now() + 2000;
    for (let i = 0; i < 100; i++)
      await agenda.schedule(new Date(base + i * 20), 'tick', { due: base + i * 20 });
    await waitFor(() => lateness.length === 100, 15_000, '100 scheduled runs');
    const sorted = [...lateness].sort((a, b) => a - b);
    const p50 = sorted[49]!;
    const p95 = sorted[94]!;
    console.log(`lateness ms: p50 ${p50}, p95 ${p95}, max ${sorted[99]}, min ${sorted[0]}`);
    expect(sorted[0]).toBeGreaterThanOrEqual(-5); // never early (5 ms of timer slack)
    expect(p95).toBeLessThanOrEqual(300);
  });

  it('runs a job that fell due while the process was down as soon as it starts', async () => {
    // Saved by a process that then went away: due a minute ago, nobody running.
    const offline = new KnexBackend({ knex: db.knex });
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
    agenda = new Agenda({ backend: new KnexBackend({ knex: db.knex }), processEvery: '5 seconds' });
    let ranAfter = -1;
    const startedAt = Date.now();
    agenda.define('missed', async () => void (ranAfter = Date.now() - startedAt));
    await agenda.start();
    await waitFor(() => ranAfter >= 0, 5000, 'missed job to run');
    console.log(`missed job ran ${ranAfter} ms after start`);
    expect(ranAfter).toBeLessThan(1000); // well before the first 5 s poll interval ends
  });
});
