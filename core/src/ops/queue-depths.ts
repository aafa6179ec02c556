import type { Knex } from 'knex';
import type { KernelMetrics } from './kernel-metrics.js';

export interface QueueDepths {
  inboxPending: number;
  inboxFailed: number;
  outboxPending: number;
  /** undefined when jobs live outside the database (JOBS_BACKEND mongo or redis) */
  jobsDue?: number;
}

const count = async (q: Knex.QueryBuilder): Promise<number> =>
  Number(((await q.count({ n: '*' }).first()) as { n?: number | string } | undefined)?.n ?? 0);

/**
 * The backlog across every process, read with COUNT queries when Prometheus scrapes and kept `ttlMs`, so
 * several scrapers (or several processes scraped at once) cost one set of queries per interval each.
 */
export function queueDepths(knex: Knex, opts: { jobsInDb: boolean; ttlMs?: number }) {
  const ttl = opts.ttlMs ?? 5000;
  let cached: { at: number; value: Promise<QueueDepths> } | undefined;
  const read = async (): Promise<QueueDepths> => {
    const [inboxPending, inboxFailed, outboxPending, jobsDue] = await Promise.all([
      count(knex('inbox_events').where('status', 'pending')),
      count(knex('inbox_events').where('status', 'failed')),
      count(knex('outbox_messages').whereIn('status', ['queued', 'sending'])),
      opts.jobsInDb
        ? count(
            knex('agenda_jobs')
              .where('next_run_at', '<=', Date.now())
              .whereNull('locked_at')
              .where('disabled', false),
          )
        : Promise.resolve(undefined),
    ]);
    return { inboxPending, inboxFailed, outboxPending, jobsDue };
  };
  return (): Promise<QueueDepths> => {
    if (!cached || Date.now() - cached.at > ttl) {
      const value = read();
      cached = { at: Date.now(), value };
      // a failed read is not kept: the next scrape tries again
      value.catch(() => (cached = undefined));
    }
    return cached.value;
  };
}

/** the depths as gauges (one collect per scrape, shared by the four through the cache) */
export function registerQueueGauges(metrics: KernelMetrics, depths: () => Promise<QueueDepths>): void {
  const gauge = (name: string, help: string, pick: (d: QueueDepths) => number | undefined) =>
    metrics.gauge({
      name,
      help,
      async collect() {
        const v = pick(await depths());
        if (v !== undefined) this.set(v);
      },
    });
  gauge(
    'balcao_inbox_pending',
    'Inbound events stored and not processed yet (all processes)',
    (d) => d.inboxPending,
  );
  gauge(
    'balcao_inbox_failed',
    'Inbound events left failed after their retries (all processes)',
    (d) => d.inboxFailed,
  );
  gauge(
    'balcao_outbox_pending',
    'Outbound messages queued or being sent (all processes)',
    (d) => d.outboxPending,
  );
  gauge('balcao_jobs_due', 'Background jobs due and not locked (knex jobs backend only)', (d) => d.jobsDue);
}
