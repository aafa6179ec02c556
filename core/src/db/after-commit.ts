import type { Knex } from 'knex';

/**
 * Runs `fn` once `trx` has committed, never when it rolls back: realtime events and hooks announce only data
 * that is really there. Outside a transaction (a plain knex) it runs on the next tick. Pass the outermost
 * transaction: a nested one (savepoint) settles before its parent commits.
 */
export function afterCommit(
  trx: Knex | Knex.Transaction,
  fn: () => void | Promise<void>,
  onError: (err: unknown) => void,
): void {
  const run = () => {
    try {
      void Promise.resolve(fn()).catch(onError);
    } catch (err) {
      onError(err);
    }
  };
  const committed = 'executionPromise' in trx && trx.isTransaction ? trx.executionPromise : undefined;
  if (!committed) return void queueMicrotask(run);
  committed.then(run, () => undefined);
}
