import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import {
  ChannelError,
  type ChannelProvider,
  type ConnectionStatus,
  type SimNetwork,
} from '../channels/index.js';
import type { Config } from '../config/config.js';
import { crossTenant } from '../db/tenant-model.js';
import { tenant } from '../db/tenant-db.js';
import { AppError } from '../errors/app-error.js';
import type { Hooks } from '../plugins/hooks.js';
import {
  Outbox,
  type EnqueuedMessage,
  type EnqueueOptions,
  type OutboxMessage,
} from '../backbone/outbox/index.js';
import type { InboxProcessor } from '../backbone/inbox/inbox-processor.js';
import { InboxWakeup } from '../backbone/inbox/inbox-wakeup.js';
import type { InboxKind, InboxPayloads } from '../backbone/inbox/inbox-event.js';
import type { Realtime } from '../realtime/realtime.js';
import type { Channels, ConnectionReachLimits, ConnectionTimelock, MessageLookup } from './channels-api.js';
import { ReachLimitsStore } from './reach-limits-store.js';
import { timelockEnd } from './timelock-end.js';
import { KeyedQueue } from './keyed-queue.js';
import { LeaseKeeper } from './leases/lease-keeper.js';
import { LeaseStore, type LeaseCommand } from './leases/lease-store.js';
import { registerCoreProviders } from './provider-factory.js';
import { ChannelProviderRegistry, type TemplateRef } from '../channels/provider-registry.js';
import { hashToken, useTokenKey } from './connection-token.js';
import { getDefaultConnection } from './services/find-connections.js';
import { attachSessionEvents } from './session-events.js';
import { Whatsapp } from './whatsapp-model.js';

export interface ConnectionManagerDeps {
  knex: Knex;
  /** where lease and liveness statements go (default `knex`): a connection no other work queues on */
  leaseKnex?: Knex;
  config: Config;
  log: Logger;
  realtime: Realtime;
  hooks: Hooks;
  /** where inbound traffic goes: stored, then processed by the owner of the connection */
  inbox: InboxProcessor;
  sim?: SimNetwork;
}

interface Running {
  /** the renewal count when it started: a renewal that began later and does not list it has lost its lease */
  since: number;
  companyId: number;
  /** the provider's registered kind, for its beforeEnqueue rule */
  kind: string;
  provider: ChannelProvider;
  detach: () => void;
}

/**
 * Runs the WhatsApp connections this process holds a lease on (`leases/lease-keeper.ts` keeps the leases and this
 * process's share of the connections), and is what the rest of the kernel asks of them: sends, session actions,
 * status.
 */
export class ConnectionManager implements Channels {
  readonly sim?: SimNetwork;
  /** the providers a connection may use: core's, and those plugins register in setup */
  readonly providers = new ChannelProviderRegistry();
  readonly owner: string;
  /** every send goes through it, so the owner of the connection sends whichever process was asked */
  readonly outbox: Outbox;
  /** what WhatsApp last said of each connection's reach (timelock, new-chat quota) */
  readonly reachLimitsStore: ReachLimitsStore;
  private readonly leases: LeaseStore;
  private readonly inboxWakeup: InboxWakeup;
  private readonly running = new Map<number, Running>();
  /** leased connections this process cannot run (a sim one without the simulator): not retried every beat */
  private readonly unstartable = new Set<number>();
  private readonly queue: KeyedQueue;
  private readonly keeper: LeaseKeeper;
  private started = false;
  private messageLookup?: MessageLookup;

  constructor(private readonly deps: ConnectionManagerDeps) {
    this.sim = deps.sim;
    registerCoreProviders(this.providers, deps);
    useTokenKey(deps.config.SESSION_ENCRYPTION_KEY);
    this.owner = deps.config.INSTANCE_ID ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
    this.inboxWakeup = new InboxWakeup(deps.config.REDIS_URL, deps.log.child({ module: 'inbox' }));
    this.reachLimitsStore = new ReachLimitsStore(deps.knex);
    this.leases = new LeaseStore(deps.leaseKnex ?? deps.knex, this.owner, deps.config.CHANNEL_LEASE_MS);
    this.outbox = new Outbox({
      knex: deps.knex,
      hooks: deps.hooks,
      log: deps.log.child({ module: 'outbox' }),
      owner: this.owner,
      redisUrl: deps.config.REDIS_URL,
      pollMs: deps.config.OUTBOX_POLL_MS,
      retryBaseMs: deps.config.OUTBOX_RETRY_MS,
      maxAttempts: deps.config.OUTBOX_MAX_ATTEMPTS,
    });
    // a heartbeat longer than a third of the lease would let it expire between two renewals
    const heartbeatMs = Math.min(
      deps.config.CHANNEL_HEARTBEAT_MS,
      Math.floor(deps.config.CHANNEL_LEASE_MS / 3),
    );
    this.keeper = new LeaseKeeper(this.leases, heartbeatMs, deps.log, {
      running: () => [...this.running].map(([id, r]) => ({ id, since: r.since })),
      isRunning: (id) => this.running.has(id),
      unstartable: (id) => this.unstartable.has(id),
      start: (id) => this.startLocal(id),
      stop: (id) => this.stopLocal(id),
      run: (id, command) => this.runLocal(id, command),
      sweep: () => this.deps.inbox.sweep(),
    });
    this.queue = new KeyedQueue((err, key) => deps.log.error({ err, key }, 'connection event failed'));
  }

  // ---- lifecycle ----

  /** restores every connection nobody owns, then keeps the leases alive */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.outbox.start();
    await this.inboxWakeup.start((id, chatKey) => this.deps.inbox.kick(id, chatKey));
    await this.keeper.start();
  }

  /** stops every provider without unlinking it and hands the leases back, so another process restores them at once */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.keeper.stop();
    // sends in flight finish before their providers stop; what is left waits for the next owner
    await this.outbox.stop();
    for (const id of [...this.running.keys()]) await this.stopLocal(id);
    await this.queue.idle();
    await this.inboxWakeup.stop();
    await this.deps.inbox.idle();
    await this.leases
      .release()
      .then(() => this.leases.leave())
      .catch((err) => this.deps.log.warn({ err }, 'could not release channel leases'));
  }

  private async startLocal(id: number): Promise<void> {
    if (this.running.has(id)) return;
    const row = await crossTenant(Whatsapp).findById(id);
    if (!row) return void (await this.leases.release([id]));
    const provider = this.providers.get(row.provider)?.create({
      connectionId: id,
      companyId: row.companyId,
      getMessage: (ref) =>
        this.messageLookup ? this.messageLookup(row.companyId, id, ref) : Promise.resolve(undefined),
    });
    if (!provider) {
      this.unstartable.add(id);
      this.deps.log.warn(
        { connectionId: id, provider: row.provider },
        'this server cannot run the connection (its provider is not registered, or the simulator is off); left stopped',
      );
      return;
    }
    // a sim session that was linked comes back linked, as a Baileys session with saved keys would
    let restoring = row.provider === 'sim' && row.status === 'CONNECTED';
    const detach = attachSessionEvents(
      {
        knex: this.deps.knex,
        realtime: this.deps.realtime,
        hooks: this.deps.hooks,
        queue: this.queue,
        inbox: this.deps.inbox,
        reachLimits: this.reachLimitsStore,
      },
      provider,
      row,
      {
        // while restoring, the QR and pairing steps are the simulator's business, not the user's
        ignoreStatus: (e) => {
          if (!restoring) return false;
          if (e.status === 'qrcode') queueMicrotask(() => this.sim?.scan(String(id)));
          if (e.status === 'CONNECTED' || e.status === 'DISCONNECTED') restoring = false;
          return restoring;
        },
      },
    );
    const detachOutbox = this.outbox.attach(id, provider);
    this.running.set(id, {
      since: this.keeper.renewals,
      companyId: row.companyId,
      kind: row.provider,
      provider,
      detach: () => {
        detach();
        detachOutbox();
      },
    });
    // what the previous owner (or this process before a restart) stored but did not process
    await this.deps.inbox
      .resume(id)
      .catch((err) => this.deps.log.error({ err, connectionId: id }, 'inbox resume failed'));
    await this.deps.hooks.emit('connection.lease', { connectionId: id, owned: true, owner: this.owner });
    await provider.connect().catch((err) => this.deps.log.error({ err, connectionId: id }, 'connect failed'));
  }

  private async stopLocal(id: number, opts: { logout?: boolean } = {}): Promise<void> {
    this.unstartable.delete(id);
    const r = this.running.get(id);
    if (!r) return;
    this.running.delete(id);
    this.deps.inbox.pause(id);
    // the stored status stays as it was: it tells the next owner whether the session was linked
    r.detach();
    await (opts.logout ? r.provider.logout() : r.provider.disconnect()).catch((err) =>
      this.deps.log.warn({ err, connectionId: id }, 'provider did not stop cleanly'),
    );
    await this.deps.hooks.emit('connection.lease', { connectionId: id, owned: false, owner: this.owner });
  }

  private async runLocal(id: number, command: LeaseCommand): Promise<void> {
    const r = this.running.get(id);
    if (!r) return;
    if (command === 'connect') {
      if (r.provider.status !== 'CONNECTED') await r.provider.connect();
    } else if (command === 'new-qr') {
      await r.provider
        .logout()
        .catch((err) => this.deps.log.warn({ err, connectionId: id }, 'logout failed'));
      await r.provider.connect();
    } else {
      await r.provider
        .logout()
        .catch((err) => this.deps.log.warn({ err, connectionId: id }, 'logout failed'));
    }
  }

  // ---- what the connection routes call ----

  /** runs a session action here when this process holds (or can take) the lease, else leaves it for the owner */
  async sessionAction(id: number, command: LeaseCommand): Promise<void> {
    if (!this.running.has(id) && this.started && (await this.leases.acquire(id))) await this.startLocal(id);
    if (this.running.has(id)) return this.runLocal(id, command);
    await this.leases.request(id, command);
  }

  /** a new connection starts at once on this process when it can */
  async added(id: number): Promise<void> {
    if (!this.started) return;
    // the share counts the new connection; above it, the process with room takes it on its heartbeat
    if (this.running.size >= (await this.leases.share()).share) return;
    if (await this.leases.acquire(id)) await this.startLocal(id);
  }

  /** a provider switch (beta <-> sim) needs a new provider object */
  async providerChanged(id: number): Promise<void> {
    if (!this.running.has(id)) return;
    await this.stopLocal(id, { logout: true });
    await this.startLocal(id);
  }

  /** the row is gone; its lease went with it (cascade), the session is unlinked */
  async removed(id: number): Promise<void> {
    await this.stopLocal(id, { logout: true });
  }

  // ---- Channels, for plugins ----

  owned(): number[] {
    return [...this.running.keys()];
  }

  status(connectionId: number): ConnectionStatus | undefined {
    return this.running.get(connectionId)?.provider.status;
  }

  /** enqueue and wait: sent by the connection's owner, wherever that is (see Outbox) */
  async send(companyId: number, connectionId: number, message: Parameters<ChannelProvider['send']>[0]) {
    const row = await tenant(companyId)(Whatsapp)
      .findById(connectionId)
      .select('whatsapps.status', 'whatsapps.provider');
    if (!row) throw new AppError('ERR_NO_WAPP_FOUND', 404);
    // a session that is not open is "not initialised" (spec §8): refused now rather than queued
    if ((this.running.get(connectionId)?.provider.status ?? row.status) !== 'CONNECTED')
      throw new AppError('ERR_WAPP_NOT_INITIALIZED', 400);
    await this.providers.get(row.provider)?.beforeEnqueue?.({ companyId, connectionId }, message);
    return this.outbox.sendAndWait(companyId, connectionId, message);
  }

  async enqueue(
    companyId: number,
    connectionId: number,
    message: Parameters<ChannelProvider['send']>[0],
    opts: EnqueueOptions = {},
  ): Promise<EnqueuedMessage> {
    const kind = await this.kindOf(companyId, connectionId, opts.trx);
    // the network's own rule (the Cloud API's 24-hour window) refuses it here rather than after the tries
    await this.providers.get(kind)?.beforeEnqueue?.({ companyId, connectionId }, message, opts.trx);
    return this.outbox.enqueue(companyId, connectionId, message, opts);
  }

  hasSentTo(companyId: number, connectionId: number, number: string): Promise<boolean> {
    const digits = number.replace(/\D/g, '');
    return this.outbox.store.everSent(companyId, connectionId, [digits, `${digits}@s.whatsapp.net`]);
  }

  outboxByKeys(companyId: number, keys: string[]): Promise<OutboxMessage[]> {
    return this.outbox.store.byKeys(companyId, keys);
  }

  async timelocks(companyId: number, connectionId: number): Promise<ConnectionTimelock[]> {
    await this.kindOf(companyId, connectionId);
    const now = Date.now();
    const { timelock } = await this.reachLimitsStore.get(connectionId, companyId, now);
    return (await this.outbox.timelocks.forConnection(connectionId, companyId)).map((r) => {
      const { until, source } = timelockEnd(r.lastAt, timelock);
      return {
        chatId: r.chatId,
        count: r.count,
        lastAt: new Date(r.lastAt),
        until: new Date(until),
        untilSource: source,
        active: until > now,
      };
    });
  }

  async reachLimits(companyId: number, connectionId: number): Promise<ConnectionReachLimits> {
    await this.kindOf(companyId, connectionId);
    return this.reachLimitsStore.get(connectionId, companyId);
  }

  async renderTemplate(
    companyId: number,
    connectionId: number,
    template: TemplateRef,
    trx?: Knex.Transaction,
  ): Promise<string> {
    const provider = this.providers.get(await this.kindOf(companyId, connectionId, trx));
    if (!provider?.renderTemplate) throw new AppError('ERR_TEMPLATES_NOT_SUPPORTED', 400);
    return provider.renderTemplate({ companyId, connectionId }, template, trx);
  }

  /** the provider kind of the company's connection; ERR_NO_WAPP_FOUND for another company's */
  private async kindOf(companyId: number, connectionId: number, trx?: Knex.Transaction): Promise<string> {
    // a connection running here is known to be the company's: no query per reply on the inbound path
    const running = this.running.get(connectionId);
    if (running?.companyId === companyId) return running.kind;
    const found = await (trx ?? this.deps.knex)('whatsapps')
      .where({ id: connectionId, companyId })
      .first('id', 'provider');
    if (!found) throw new AppError('ERR_NO_WAPP_FOUND', 404);
    return String(found.provider);
  }

  async accept<K extends InboxKind>(
    companyId: number,
    connectionId: number,
    kind: K,
    payload: InboxPayloads[K],
  ): Promise<void> {
    const chatKey = await this.deps.inbox.store({ companyId, connectionId }, kind, payload);
    // stored here, processed by the owner: wake it when that is another process
    if (!this.running.has(connectionId)) this.inboxWakeup.notify(connectionId, chatKey);
  }

  markRead(companyId: number, connectionId: number, messages: Parameters<ChannelProvider['markRead']>[0]) {
    return this.withProvider(companyId, connectionId, (p) => p.markRead(messages));
  }

  deleteForEveryone(
    companyId: number,
    connectionId: number,
    message: Parameters<ChannelProvider['deleteForEveryone']>[0],
  ) {
    return this.withProvider(companyId, connectionId, (p) => p.deleteForEveryone(message));
  }

  checkNumber(companyId: number, connectionId: number, number: string) {
    return this.withProvider(companyId, connectionId, (p) => p.checkNumber(number));
  }

  profilePicture(companyId: number, connectionId: number, chatId: string) {
    return this.withProvider(companyId, connectionId, (p) => p.profilePicture(chatId));
  }

  useMessageStore(lookup: MessageLookup): void {
    this.messageLookup = lookup;
  }

  getDefault(companyId: number): Promise<Whatsapp> {
    return getDefaultConnection(companyId);
  }

  async findByToken(token: string): Promise<Whatsapp | undefined> {
    if (!/^[A-Za-z0-9]{32}$/.test(token)) return undefined;
    return crossTenant(Whatsapp).where('whatsapps.tokenHash', hashToken(token)).first();
  }

  /** a company may only drive its own connections; a foreign or idle one reads as not initialised */
  private async withProvider<T>(
    companyId: number,
    connectionId: number,
    fn: (p: ChannelProvider) => Promise<T>,
  ): Promise<T> {
    const r = this.running.get(connectionId);
    if (!r || r.companyId !== companyId) {
      const exists = await tenant(companyId)(Whatsapp).findById(connectionId).select('whatsapps.id');
      throw exists ? new AppError('ERR_WAPP_NOT_INITIALIZED', 400) : new AppError('ERR_NO_WAPP_FOUND', 404);
    }
    // a session that is not open is "not initialised" whatever the operation (spec §8)
    if (r.provider.status !== 'CONNECTED') throw new AppError('ERR_WAPP_NOT_INITIALIZED', 400);
    try {
      return await fn(r.provider);
    } catch (err) {
      if (err instanceof ChannelError) throw new AppError(err.code, 400);
      throw err;
    }
  }
}
