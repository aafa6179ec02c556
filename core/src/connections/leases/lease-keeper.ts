import type { Logger } from 'pino';
import type { LeaseCommand, LeaseStore } from './lease-store.js';

/** What the keeper drives: the connections this process runs. */
export interface LocalConnections {
  /** each connection running here, with the renewal count its start saw (`LeaseKeeper.renewals`) */
  running(): Array<{ id: number; since: number }>;
  isRunning(id: number): boolean;
  /** leased, but this process cannot run it (a sim one without the simulator): not retried every beat */
  unstartable(id: number): boolean;
  start(id: number): Promise<void>;
  stop(id: number): Promise<void>;
  run(id: number, command: LeaseCommand): Promise<void>;
  /** events another process stored for connections run here, should their wake-up be lost */
  sweep(): Promise<void>;
}

/**
 * Keeps this process's connection leases. Every heartbeat it says it is alive and renews its leases, a few
 * statements that nothing slow may hold up: a connection taking longer than the lease to start would otherwise
 * let every lease expire under the connections already running. Beside it, one round at a time, it balances: runs
 * session actions other processes asked for, and takes connections nobody owns (new, released, or whose owner
 * stopped renewing) up to its share, ceil(connections / live processes); above it (a process joined) it hands the
 * surplus back. If it cannot renew in time it stops its connections itself, so two processes never run one
 * session.
 */
export class LeaseKeeper {
  /** how many renewals have begun; a connection records it when it starts */
  renewals = 0;
  private started = false;
  private timer?: NodeJS.Timeout;
  private watchdog?: NodeJS.Timeout;
  private ticking?: Promise<void>;
  private balancing?: Promise<void>;

  constructor(
    private readonly leases: LeaseStore,
    private readonly heartbeatMs: number,
    private readonly log: Logger,
    private readonly local: LocalConnections,
  ) {}

  /** renews and takes this process's share, beating all along (taking the share may outlast a lease) */
  async start(): Promise<void> {
    this.started = true;
    this.timer = setInterval(() => void this.tick(), this.heartbeatMs);
    await this.tick();
    await this.balancing;
  }

  /** no more beats; what is under way finishes */
  async stop(): Promise<void> {
    this.started = false;
    clearInterval(this.timer);
    clearTimeout(this.watchdog);
    await this.ticking;
    await this.balancing;
  }

  private tick(): Promise<void> {
    if (!this.started) return Promise.resolve();
    this.ticking ??= this.heartbeat().finally(() => (this.ticking = undefined));
    return this.ticking;
  }

  private async heartbeat(): Promise<void> {
    try {
      // liveness first: this row then never outlives the leases renewed just after it
      await this.leases.beat();
      const renewal = ++this.renewals;
      const { held, expiresAt } = await this.leases.renew();
      this.armWatchdog(expiresAt);
      // a connection started after this renewal began may be missing from it without having lost its lease. A lost
      // one stops at once (it runs nothing more here); its provider's disconnect, maybe slow, holds up no renewal
      for (const { id, since } of this.local.running())
        if (!held.has(id) && since < renewal)
          void this.local.stop(id).catch((err) => this.log.error({ err, connectionId: id }, 'stop failed'));
      this.balancing ??= this.balance(held).finally(() => (this.balancing = undefined));
    } catch (err) {
      this.log.error({ err }, 'channel lease heartbeat failed');
    }
  }

  private async balance(held: Set<number>): Promise<void> {
    try {
      // held but idle: the watchdog stopped it during a slow spell, or a start failed (asked again: the renewal
      // that listed it may be a slow start ago)
      for (const id of held)
        if (!this.local.isRunning(id) && !this.local.unstartable(id) && (await this.leases.acquire(id)))
          await this.local.start(id);
      await this.local.sweep();
      // one failing command must not drop the others already taken off the lease rows
      for (const { connectionId, command } of await this.leases.takeCommands())
        await this.local
          .run(connectionId, command)
          .catch((err) => this.log.error({ err, connectionId, command }, 'session command failed'));
      // each process runs at most its share, so connections spread over the live processes
      const { share } = await this.leases.share();
      let count = held.size;
      if (count > share) {
        // a process joined: hand the surplus over (stop first, then release) so the newcomer takes it
        const surplus = [...held].sort((a, b) => b - a).slice(0, count - share);
        for (const id of surplus) await this.local.stop(id);
        await this.leases.release(surplus);
        count = share;
      }
      for (const id of await this.leases.claimable()) {
        if (!this.started || count >= share) return;
        if (await this.leases.acquire(id)) {
          count++;
          await this.local.start(id);
        }
      }
    } catch (err) {
      this.log.error({ err }, 'channel lease balancing failed');
    }
  }

  /** stops every local connection shortly before the last renewed lease would let another process take over */
  private armWatchdog(expiresAt: number) {
    clearTimeout(this.watchdog);
    const margin = Math.min(this.heartbeatMs, 1000);
    this.watchdog = setTimeout(
      () => {
        this.log.warn('channel leases not renewed in time; stopping local connections');
        for (const { id } of this.local.running()) void this.local.stop(id);
      },
      Math.max(0, expiresAt - Date.now() - margin),
    );
    this.watchdog.unref();
  }
}
