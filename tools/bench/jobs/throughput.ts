import { Agenda } from '../../../core/packages/agenda-knex-backend/bench/deps.js';
import type { BenchTarget } from './targets.js';

export interface Throughput {
  /** sequential agenda.now() calls per second (what a plugin pays per job it creates) */
  createPerSec: number;
  /** one-off jobs per second, first handler start to last job complete */
  processPerSec: number;
  processMs: number;
}

/**
 * `jobs` one-off jobs saved first, then drained by one Agenda instance with a no-op handler: the
 * per-job storage cost (lock, start state, finish state). The worker is configured like the kernel's
 * (processEvery 500 ms, no lock limit) except for its concurrency, so the handler is never the limit.
 */
export async function throughput(target: BenchTarget, jobs: number): Promise<Throughput> {
  const producer = new Agenda({ backend: target.backend() });
  await producer.ready;
  const t = performance.now();
  for (let i = 0; i < jobs; i++) await producer.now('bench.noop', { companyId: 1, i });
  const createMs = performance.now() - t;

  const worker = new Agenda({ backend: target.backend(), processEvery: 500, maxConcurrency: 100 });
  let done = 0;
  let firstStart = 0;
  let finished!: (at: number) => void;
  const lastDone = new Promise<number>((r) => (finished = r));
  worker.define(
    'bench.noop',
    async () => {
      firstStart ||= performance.now();
    },
    { concurrency: 100 },
  );
  worker.on('complete', () => ++done === jobs && finished(performance.now()));
  await worker.start();
  const processMs = (await lastDone) - firstStart;
  await worker.stop(false);
  return {
    createPerSec: Math.round((jobs / createMs) * 1000),
    processPerSec: Math.round((jobs / processMs) * 1000),
    processMs: Math.round(processMs),
  };
}
