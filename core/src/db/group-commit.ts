import type { Knex } from 'knex';
import { isMysql } from './knex.js';
import { openGroup } from './group-batch.js';

type Work<T> = (trx: Knex.Transaction) => Promise<T>;

interface Waiting {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit in the application for short transactions on unrelated rows (the ticket step's, one per inbound
 * message): work handed in while a transaction is being written waits and goes together in the next one, the
 * pieces side by side on its one connection, so under load many messages share one commit (one log flush on
 * MariaDB) and their `groupBatch` statements are sent as one (group-batch.ts); a piece alone is written at once in
 * a transaction of its own, as `knex.transaction` would.
 *
 * A piece that throws sends its whole group back: the transaction rolls back and every piece of it runs again
 * alone, in its own transaction, so one message's failure stays its own. Pieces must therefore be re-runnable:
 * every write in `trx`, anything else after the commit through `afterCommit(trx, ...)`, which a rolled-back
 * group never runs. A group reads with READ COMMITTED on MariaDB, so its later pieces see rows other
 * transactions committed since its first piece (as they would each in a fresh transaction).
 */
export class GroupCommit {
  private queue: Waiting[] = [];
  private draining = false;

  constructor(
    private readonly knex: Knex,
    private readonly maxGroup = 50,
  ) {}

  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    // the pieces handed in during this tick join the first transaction
    await Promise.resolve();
    while (this.queue.length > 0) {
      const group = this.queue.splice(0, this.maxGroup);
      if (group.length === 1) await this.alone(group[0]!);
      else await this.together(group);
    }
    this.draining = false;
  }

  private async alone(piece: Waiting): Promise<void> {
    try {
      piece.resolve(await this.knex.transaction(piece.work));
    } catch (err) {
      piece.reject(err);
    }
  }

  private async together(group: Waiting[]): Promise<void> {
    let results: unknown[];
    try {
      results = await this.knex.transaction(
        async (trx) => {
          const pieces = openGroup(trx, group.length);
          // every piece settles before the transaction ends: none is left writing on a connection given back
          const settled = await Promise.allSettled(
            group.map((piece) =>
              Promise.resolve()
                .then(() => piece.work(trx))
                .finally(() => pieces.done()),
            ),
          );
          const failed = settled.find((s) => s.status === 'rejected');
          if (failed) throw failed.reason;
          return settled.map((s) => (s as PromiseFulfilledResult<unknown>).value);
        },
        isMysql(this.knex) ? { isolationLevel: 'read committed' } : undefined,
      );
    } catch {
      for (const piece of group) await this.alone(piece);
      return;
    }
    group.forEach((piece, i) => piece.resolve(results[i]));
  }
}
