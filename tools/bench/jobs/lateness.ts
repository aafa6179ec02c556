import { Agenda } from '../../../core/packages/agenda-knex-backend/bench/deps.js';
import { percentiles } from './percentiles.js';
import type { BenchTarget } from './targets.js';

const LATE_JOBS = 100;

/**
 * How late scheduled jobs start: 100 jobs scheduled 2 s ahead, 20 ms apart, run by an instance polling
 * every 500 ms (the kernel's default), p50 and p95 in ms.
 */
export async function lateness(target: BenchTarget): Promise<[number, number]> {
  const agenda = new Agenda({ backend: target.backend(), processEvery: 500, maxConcurrency: 100 });
  const late: number[] = [];
  let finished!: () => void;
  const allDone = new Promise<void>((r) => (finished = r));
  // the due time travels in data: Agenda clears nextRunAt of a one-off job before running it
  agenda.define(
    'bench.tick',
    async (job) => {
      late.push(Date.now() - (job.attrs.data as { due: number }).due);
      if (late.length === LATE_JOBS) finished();
    },
    { concurrency: 100 },
  );
  let completed = 0;
  agenda.on('complete', () => completed++);
  await agenda.start();
  // due times over 2 s, so they straddle several polls rather than one batch
  const base = Date.now() + 2000;
  for (let i = 0; i < LATE_JOBS; i++)
    await agenda.schedule(new Date(base + i * 20), 'bench.tick', { companyId: 1, due: base + i * 20 });
  await allDone;
  // let the last runs save their finish state before the storage goes away
  while (completed < LATE_JOBS) await new Promise((r) => setTimeout(r, 10));
  await agenda.stop(false);
  return percentiles(late);
}
