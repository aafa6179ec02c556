/**
 * Thrown before a handler runs when its job must not run now (e.g. its company is inactive). The
 * jobs layer records it as the job's failure, so the jobs view shows the reason, but never
 * retries it: a recurring job just waits for its next run.
 */
export class JobSkipped extends Error {
  override readonly name = 'JobSkipped';
  constructor(readonly reason: string) {
    super(`skipped: ${reason}`);
  }
}
