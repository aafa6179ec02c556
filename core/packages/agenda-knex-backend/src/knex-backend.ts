import type { Knex } from 'knex';
import { InMemoryNotificationChannel, type AgendaBackend, type NotificationChannel } from 'agenda';
import { KnexJobRepository } from './knex-job-repository.js';
import { createJobsTable } from './migration.js';

export interface KnexBackendOptions {
  /** The application's knex instance; the backend never destroys it. */
  knex: Knex;
  tableName?: string;
  /**
   * true (default): an in-process channel so a job saved by this Agenda instance and due now is
   * picked up at once instead of on the next poll. It does not cross processes: jobs saved by
   * another instance are still found by polling (processEvery). Pass your own channel (e.g. Redis
   * pub/sub) for cross-process wake-ups, or false to poll only. With the default channel, Agenda's
   * stop()/drain() also release the prefetched jobs; with another (or none), call
   * `repository.releasePrefetched()` after stopping (Agenda's stop() does it too when it unlocks).
   */
  notify?: boolean | NotificationChannel;
  /**
   * Due jobs locked per transaction (the surplus waits locked in this process's prefetch buffer) and
   * job states written per group commit; 1 = one transaction per job. Default 100 (DEFAULT_BATCH_SIZE).
   */
  batchSize?: number;
  /** Create the table on connect if it is missing (for tools and tests; apps run the migration). */
  ensureTable?: boolean;
}

/**
 * The in-process channel, which Agenda disconnects on stop() and drain(): the moment this process
 * stops taking jobs, so the prefetched (locked, not started) ones are released for other instances.
 */
class ReleasingChannel extends InMemoryNotificationChannel {
  constructor(private readonly onStop: () => Promise<void>) {
    super();
  }

  override async disconnect(): Promise<void> {
    await super.disconnect();
    await this.onStop();
  }
}

export class KnexBackend implements AgendaBackend {
  readonly name = 'knex';
  readonly repository: KnexJobRepository;
  readonly notificationChannel: NotificationChannel | undefined;
  // The knex instance belongs to the application, so Agenda's stop() must not close it.
  readonly ownsConnection = false;
  private readonly ensureTable: boolean;

  constructor(opts: KnexBackendOptions) {
    this.repository = new KnexJobRepository({
      knex: opts.knex,
      tableName: opts.tableName,
      batchSize: opts.batchSize,
    });
    const notify = opts.notify ?? true;
    this.notificationChannel =
      notify === true ? new ReleasingChannel(() => this.repository.releasePrefetched()) : notify || undefined;
    this.ensureTable = opts.ensureTable ?? false;
  }

  async connect(): Promise<void> {
    await this.repository.connect();
    if (this.ensureTable) await createJobsTable(this.repository.knex, this.repository.tableName);
  }

  async disconnect(): Promise<void> {
    // Nothing to close: the connection pool is the application's.
  }
}
