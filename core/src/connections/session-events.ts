import type { ChannelEventName, ChannelEvents, ChannelProvider, StatusEvent } from '../channels/index.js';
import { crossTenant } from '../db/tenant-model.js';
import type { Hooks } from '../plugins/hooks.js';
import type { Realtime } from '../realtime/realtime.js';
import type { KeyedQueue } from './keyed-queue.js';
import { Whatsapp } from './whatsapp-model.js';

export interface SessionEventDeps {
  realtime: Realtime;
  hooks: Hooks;
  queue: KeyedQueue;
}

/** channel event -> kernel hook, and the chat each belongs to (the unit of ordering) */
const relays = {
  message: { hook: 'message.received', chat: (e: ChannelEvents['message']) => e.chatId },
  ack: { hook: 'message.ack', chat: (e: ChannelEvents['ack']) => e.chatId },
  revoke: { hook: 'message.revoked', chat: (e: ChannelEvents['revoke']) => e.chatId },
  edit: { hook: 'message.edited', chat: (e: ChannelEvents['edit']) => e.chatId },
  reaction: { hook: 'message.reaction', chat: (e: ChannelEvents['reaction']) => e.chatId },
  contact: { hook: 'contact.updated', chat: (e: ChannelEvents['contact']) => e.contact.id },
} as const;

/**
 * Wires one running provider to the product: statuses are saved and pushed as `whatsappSession` updates,
 * traffic becomes kernel hooks carrying the company. Returns the function that unhooks it all.
 */
export function attachSessionEvents(
  deps: SessionEventDeps,
  provider: ChannelProvider,
  conn: { id: number; companyId: number },
  opts: { ignoreStatus?: (e: StatusEvent) => boolean } = {},
): () => void {
  const { realtime, hooks, queue } = deps;
  const base = { companyId: conn.companyId, connectionId: conn.id };
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
      await crossTenant(Whatsapp)
        .patch({ status: e.status, qrcode: e.qrcode, retries: e.retries, updatedAt })
        .where('whatsapps.id', conn.id);
      realtime.emitToCompany(conn.companyId, 'whatsappSession', {
        action: 'update',
        session: { id: conn.id, status: e.status, qrcode: e.qrcode, retries: e.retries, updatedAt },
      });
      await hooks.emit('connection.status', { ...base, status: e.status });
    });
  });

  for (const [event, relay] of Object.entries(relays) as Array<
    [keyof typeof relays, (typeof relays)[keyof typeof relays]]
  >) {
    listen(event, (payload: ChannelEvents[typeof event]) => {
      const chat = (relay.chat as (e: typeof payload) => string)(payload);
      const { connectionId: _ignored, ...rest } = payload;
      const body = event === 'message' ? { ...base, message: payload } : { ...base, ...rest };
      void queue.run(`${conn.id}:${chat}`, () => hooks.emit(relay.hook, body));
    });
  }
  return () => detach.forEach((fn) => fn());
}
