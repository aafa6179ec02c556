import { constant, exponential, linear, when, type BackoffStrategy } from 'agenda';
import { JobSkipped } from './job-skipped.js';
import type { DefineOptions } from './types.js';

/** Turns { retries, backoff } into Agenda's strategy; none when the job should not retry. A skipped run is never retried. */
export function toBackoff(options: DefineOptions): BackoffStrategy | undefined {
  const strategy = retryStrategy(options);
  return strategy && when((ctx) => !(ctx.error instanceof JobSkipped), strategy);
}

function retryStrategy(options: DefineOptions): BackoffStrategy | undefined {
  const retries = options.retries ?? 0;
  if (retries <= 0) return undefined;
  const spec =
    typeof options.backoff === 'object' ? options.backoff : { kind: options.backoff ?? 'exponential' };
  const common = { delay: spec.delayMs ?? 1000, maxDelay: spec.maxDelayMs ?? 3_600_000, maxRetries: retries };
  if (spec.kind === 'constant') return constant(common);
  if (spec.kind === 'linear') return linear(common);
  // A little jitter so many failed jobs of one kind don't all retry in the same instant.
  return exponential({ ...common, jitter: 0.1 });
}
