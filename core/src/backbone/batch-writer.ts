import { GroupCommit } from '@balcao/agenda-knex-backend';

/**
 * Group commit in the application: items pushed while a write is under way wait and go together in the next
 * one, so under load many rows cost one statement (one commit) and alone a row is written at once. At most one
 * write runs at a time, in push order, so rows keep the order they were pushed in.
 */
export class BatchWriter<T, R = void> extends GroupCommit<T, R> {
  constructor(
    /** writes the items; answers one result per item, in order */
    write: (items: T[]) => Promise<R[]>,
    maxBatch = 500,
  ) {
    super(write, maxBatch, 1);
  }
}
