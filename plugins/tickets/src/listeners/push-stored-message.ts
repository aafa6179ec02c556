import type { PluginContext } from '@balcao/core';
import type { TicketEvents } from '../realtime/ticket-events.js';
import '../message-stored-hook.js';

/** `message.stored` -> the sockets of whoever may see the ticket: the message, and the ticket moved up its list. */
export function pushStoredMessage(hooks: PluginContext['hooks'], events: TicketEvents): void {
  hooks.on('message.stored', (e) => events.messageCreated(e.ticket, e.message));
}
