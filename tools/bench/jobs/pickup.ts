import { Agenda } from '../../../core/packages/agenda-knex-backend/bench/deps.js';
import { percentiles } from './percentiles.js';
import type { BenchTarget } from './targets.js';

/**
 * Pick-up latency: time from agenda.now() to its handler starting, on an idle queue, one job at a
 * time, on one instance that both creates and runs jobs (as the kernel does), p50 and p95 in ms.
 */
export async function pickup(target: BenchTarget, samples = 50): Promise<[number, number]> {
  const agenda = new Agenda({ backend: target.backend(), processEvery: 500 });
  const took: number[] = [];
  let started!: () => void;
  agenda.define('bench.pickup', async (job) => {
    took.push(performance.now() - (job.attrs.data as { t0: number }).t0);
    started();
  });
  let completed = 0;
  agenda.on('complete', () => completed++);
  await agenda.start();
  for (let i = 0; i < samples; i++) {
    const ran = new Promise<void>((r) => (started = r));
    await agenda.now('bench.pickup', { companyId: 1, t0: performance.now() });
    await ran;
  }
  // let the last run save its finish state before the storage goes away
  while (completed < samples) await new Promise((r) => setTimeout(r, 10));
  await agenda.stop(false);
  return percentiles(took);
}
