import type { Knex } from 'knex';
import { tenantTableParts, type TenantTable } from './tenant-db.js';

/**
 * Statements of a group commit's pieces made one. The pieces of a group run side by side in its transaction
 * (GroupCommit); what they ask of the same batch waits until every piece still running is waiting on a batch,
 * then goes to the database as one statement per batch: fifty messages' ticket look-ups are one SELECT, not fifty
 * round trips. Outside a group (a piece alone, no transaction) a batch runs its one item at once.
 *
 * `run` gets the items of one company, in the order they were asked, and answers one result per item in that order.
 * A failing `run` fails every item of it, which fails their pieces, which sends the group back to run piece by piece.
 */
export function groupBatch<I, O>(run: (table: TenantTable, items: I[]) => Promise<O[]>): GroupBatch<I, O> {
  const batch: GroupBatch<I, O> = {
    load(table, item) {
      const { knex, companyId } = tenantTableParts(table);
      const group = groups.get(knex);
      if (!group) return run(table, [item]).then((out) => out[0]!);
      return new Promise<O>((resolve, reject) => {
        const byCompany = group.pending.get(batch) ?? new Map<number, Waiting>();
        group.pending.set(batch, byCompany);
        const waiting = byCompany.get(companyId) ?? { run: run as Runner, table, items: [], answers: [] };
        byCompany.set(companyId, waiting);
        waiting.items.push(item);
        waiting.answers.push({ resolve: resolve as (v: unknown) => void, reject });
        group.waiting++;
        flushWhenStill(group);
      });
    },
  };
  return batch;
}

export interface GroupBatch<I, O> {
  /** the item's result, asked on the company and transaction `table` was made for (`db.tenant(companyId, trx)`) */
  load(table: TenantTable, item: I): Promise<O>;
}

type Runner = (table: TenantTable, items: unknown[]) => Promise<unknown[]>;
interface Waiting {
  run: Runner;
  table: TenantTable;
  items: unknown[];
  answers: Array<{ resolve: (v: unknown) => void; reject: (e: unknown) => void }>;
}
interface Group {
  /** pieces of the group still running */
  running: number;
  /** of those, how many wait on a batch */
  waiting: number;
  pending: Map<GroupBatch<never, unknown>, Map<number, Waiting>>;
}

const groups = new WeakMap<Knex | Knex.Transaction, Group>();

/**
 * Marks `trx` as the transaction of a group of `pieces`; each piece calls the answer's `done` when it settles.
 * Used by GroupCommit only.
 */
export function openGroup(trx: Knex.Transaction, pieces: number): { done(): void } {
  const group: Group = { running: pieces, waiting: 0, pending: new Map() };
  groups.set(trx, group);
  return {
    done() {
      group.running--;
      flushWhenStill(group);
    },
  };
}

/** every running piece waits on a batch: nothing more can join, so each batch goes as one statement per company */
function flushWhenStill(group: Group): void {
  if (group.waiting === 0 || group.waiting < group.running) return;
  const pending = [...group.pending.values()];
  group.pending.clear();
  for (const byCompany of pending)
    for (const waiting of byCompany.values()) {
      group.waiting -= waiting.items.length;
      waiting.run(waiting.table, waiting.items).then(
        (out) => waiting.answers.forEach((a, i) => a.resolve(out[i])),
        (err: unknown) => waiting.answers.forEach((a) => a.reject(err)),
      );
    }
}
