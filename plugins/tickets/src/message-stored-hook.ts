import type { Message } from './message-model.js';
import type { Ticket } from './ticket-model.js';

/**
 * `message.stored`: an inbound message is stored in its ticket (notified once, never for a replayed event), with
 * the ticket and message as the wire shows them. The realtime push listens to it (listeners/); so may anything
 * that watches conversations, instead of adding a pipeline step that runs on every event.
 */
declare module '@balcao/core' {
  interface HookEvents {
    'message.stored': { companyId: number; ticket: Ticket; message: Message; ticketCreated: boolean };
  }
}

export {};
