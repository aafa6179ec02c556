import type { Knex } from 'knex';

interface Batch {
  /** job name -> the latest lock deadline asked for it */
  asks: Map<string, number>;
  scan: number;
  due: Promise<Set<string>>;
}

/**
 * Agenda polls every defined job name at each `processEvery`, all in the same tick, one find-and-lock per
 * name. With nothing due, that is still one query per name per poll per process, forever: each plugin that
 * defines a job made every idle process dearer. The probe gathers the names asked in one tick and learns
 * with one query which of them may have work; only those go on to their find-and-lock. A name asked alone
 * (a notification, the next job of a name that just had one) goes straight there.
 *
 * The probe is a superset: it tests stale locks against the latest deadline asked, and the find-and-lock
 * that follows applies each name's own.
 */
export class DueProbe {
  private batch: Batch | undefined;

  constructor(
    private readonly knex: Knex,
    private readonly table: string,
  ) {}

  /** false when `name` certainly has no job due by `scan` and no lock older than `deadline` */
  mayHaveDue(name: string, scan: number, deadline: number): Promise<boolean> {
    const batch = (this.batch ??= this.gather(scan));
    batch.scan = Math.max(batch.scan, scan);
    batch.asks.set(name, Math.max(batch.asks.get(name) ?? deadline, deadline));
    return batch.due.then((due) => due.has(name));
  }

  private gather(scan: number): Batch {
    const batch: Batch = { asks: new Map(), scan, due: Promise.resolve(new Set()) };
    batch.due = new Promise<void>((r) => setImmediate(r)).then(() => {
      this.batch = undefined;
      return this.dueNames(batch);
    });
    return batch;
  }

  private async dueNames({ asks, scan }: Batch): Promise<Set<string>> {
    const names = [...asks.keys()];
    if (names.length === 1) return new Set(names);
    const deadline = Math.max(...asks.values());
    const rows = (await this.knex(this.table)
      .distinct('name')
      .whereIn('name', names)
      .where('disabled', false)
      .where((w) =>
        w
          .where((u) => u.whereNull('locked_at').whereNotNull('next_run_at').where('next_run_at', '<=', scan))
          .orWhere('locked_at', '<=', deadline),
      )) as Array<{ name: string }>;
    return new Set(rows.map((r) => r.name));
  }
}
