import type { Message } from './message-model.js';
import type { Ticket } from './ticket-model.js';

/**
 * `message.sent`: a message an attendant or a bot sent is written in its ticket (and queued in the outbox),
 * notified once after the commit with the ticket and message as the wire shows them; a retry under the same
 * idempotency key notifies nothing. The outbound twin of `message.stored`: together they are every message a
 * conversation gets. Whether WhatsApp took it is the `outbox.status` hook's business.
 */
declare module '@balcao/core' {
  interface HookEvents {
    'message.sent': { companyId: number; ticket: Ticket; message: Message };
  }
}

export {};
