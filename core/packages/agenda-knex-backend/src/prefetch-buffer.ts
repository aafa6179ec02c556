import type { JobParameters } from 'agenda';

/**
 * Jobs this process locked in a batch but has not handed to Agenda yet, per job name, in due order.
 * Their locks are ours in the database, so no other process takes them; if this process dies the
 * locks expire like any other. A job is only handed out while its lock is younger than half the
 * lock lifetime, so it cannot expire (and be taken by another worker) before Agenda starts it.
 */
export class PrefetchBuffer {
  private readonly byName = new Map<string, JobParameters[]>();
  /** Bumped by takeAll(): a batch locked before a release must not refill the buffer after it. */
  generation = 0;

  add(name: string, jobs: JobParameters[]): void {
    if (jobs.length === 0) return;
    const list = this.byName.get(name) ?? [];
    list.push(...jobs);
    this.byName.set(name, list);
  }

  /**
   * The next buffered job of this name whose lock is still fresh; stale ones are moved to `stale`
   * (the caller releases them). `lockDeadline` is Agenda's now - lockLifetime for this name.
   */
  take(name: string, lockDeadline: Date, now: Date, stale: JobParameters[]): JobParameters | undefined {
    const list = this.byName.get(name);
    if (!list) return undefined;
    const halfLife = (now.getTime() - lockDeadline.getTime()) / 2;
    let job: JobParameters | undefined;
    while ((job = list.shift())) {
      if (now.getTime() - (job.lockedAt?.getTime() ?? 0) < halfLife) break;
      stale.push(job);
    }
    if (list.length === 0) this.byName.delete(name);
    return job;
  }

  /** Forgets the given ids (removed or disabled while buffered); answers the ones it held. */
  drop(ids: Iterable<string>): JobParameters[] {
    const gone = new Set(ids);
    const dropped: JobParameters[] = [];
    for (const [name, list] of this.byName) {
      const keep = list.filter((j) => !gone.has(String(j._id)) || (dropped.push(j), false));
      if (keep.length) this.byName.set(name, keep);
      else this.byName.delete(name);
    }
    return dropped;
  }

  /** Empties the buffer (on stop) and answers every job it held. */
  takeAll(): JobParameters[] {
    this.generation++;
    const all = [...this.byName.values()].flat();
    this.byName.clear();
    return all;
  }

  get size(): number {
    let n = 0;
    for (const list of this.byName.values()) n += list.length;
    return n;
  }
}
