import type { ChannelHookEvents } from '../connections/channels-api.js';

/**
 * Every kernel hook by name, with its payload. Plugins add theirs by declaration merging, so `hooks.on`
 * and `hooks.notify` check both sides:
 *
 *   declare module '@balcao/core' { interface HookEvents { 'ticket.created': { companyId: number; ticketId: number } } }
 *
 * The channel events ('message.received', 'message.ack', ...) are the inbound pipeline's output: they fire
 * after every pipeline step has run for the event and the inbox row is marked done.
 */
export interface HookEvents extends ChannelHookEvents {
  /** a connection came back after being away; messages WhatsApp held for it arrive as ordinary events */
  'connection.gap': { companyId: number; connectionId: number; from: Date; to: Date };
  /**
   * a connection was created, changed (its fields, menu, queues) or deleted through the connection routes: what a
   * plugin keeps of it (a cached menu) goes
   */
  'connection.changed': { companyId: number; connectionId: number };
  /**
   * a user was created, changed (its queues, allTicket, profile ...) or deleted: what a plugin keeps of who is in a
   * queue or sees every pending ticket (the tickets' realtime audience) goes
   */
  'user.changed': { companyId: number; userId: number };
  /** an inbox event used its last try and stays failed (listed by GET /inbox/failed) */
  'inbox.failed': { companyId: number; connectionId: number; inboxId: number; kind: string; error: string };
}

export type HookName = keyof HookEvents;
