import type { ChannelEventName, ChannelEvents, ChannelProvider, StatusEvent } from '../channels/index.js';
import { crossTenant } from '../db/tenant-model.js';
import type { Knex } from 'knex';
import type { Hooks } from '../plugins/hooks.js';
import type { Realtime } from '../realtime/realtime.js';
import { GapTracker } from '../backbone/inbox/connection-gaps.js';
import { inboxKinds } from '../backbone/inbox/inbox-event.js';
import type { InboxProcessor } from '../backbone/inbox/inbox-processor.js';
import type { KeyedQueue } from './keyed-queue.js';
import { Whatsapp } from './whatsapp-model.js';
import type { ReachLimitsStore } from './reach-limits-store.js';

export interface SessionEventDeps {
  knex: Knex;
  realtime: Realtime;
  hooks: Hooks;
  queue: KeyedQueue;
  inbox: InboxProcessor;
  reachLimits: ReachLimitsStore;
}

/**
 * Wires one running provider to the product: statuses are saved and pushed as `whatsappSession` updates;
 * traffic (messages, acks, edits, revokes, reactions, contacts) goes to the inbox, whose pipeline turns it
 * into the kernel hooks once processed. Returns the function that unhooks it all.
 */
export function attachSessionEvents(
  deps: SessionEventDeps,
  provider: ChannelProvider,
  conn: { id: number; companyId: number },
  opts: { ignoreStatus?: (e: StatusEvent) => boolean } = {},
): () => void {
  const { realtime, hooks, queue, inbox } = deps;
  const base = { companyId: conn.companyId, connectionId: conn.id };
  const gaps = new GapTracker(deps, base);
  const detach: Array<() => void> = [];
  const listen = <E extends ChannelEventName>(event: E, fn: (payload: ChannelEvents[E]) => void) => {
    provider.on(event, fn);
    detach.push(() => provider.off(event, fn));
  };

  // statuses are saved in the order they happened, one connection at a time
  listen('status', (e) => {
    if (opts.ignoreStatus?.(e)) return;
    void queue.run(`status:${conn.id}`, async () => {
      const updatedAt = new Date();
      // every status replaces the reason: a QR shown again or an open session clears a passkey notice
      const session = {
        status: e.status,
        qrcode: e.qrcode,
        retries: e.retries,
        statusReason: e.statusReason ?? null,
        updatedAt,
      };
      await crossTenant(Whatsapp).patch(session).where('whatsapps.id', conn.id);
      realtime.emitToCompany(conn.companyId, 'whatsappSession', {
        action: 'update',
        session: { id: conn.id, ...session },
      });
      await hooks.notify('connection.status', { ...base, status: e.status });
      await gaps.onStatus(e.status);
    });
  });

  // kept before anyone hears of it, so a listener (campaigns) that reads the connection's limits finds it
  listen('reach-limits', ({ timelock, quota }) => {
    const limits = { ...(timelock ? { timelock } : {}), ...(quota ? { quota } : {}) };
    void queue.run(`status:${conn.id}`, async () => {
      await deps.reachLimits.save(conn.companyId, conn.id, limits, Date.now());
      await hooks.notify('connection.reach-limits', { ...base, ...limits });
    });
  });

  // live and offline-replayed events alike: the inbox dedupes redeliveries
  for (const kind of inboxKinds) listen(kind, (payload) => void inbox.accept(base, kind, payload as never));
  // after the statuses already queued: the moment it stops here is when the next run's gap starts
  detach.push(() => void queue.run(`status:${conn.id}`, () => gaps.stop()));
  return () => detach.forEach((fn) => fn());
}
