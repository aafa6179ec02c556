import type { Contact } from '@balcao/plugin-contacts';
import type { Message } from '../message-model.js';
import type { Ticket } from '../ticket-model.js';

/** A contact's message as the `turn` stage leaves it: every later step and bot receives it typed. */
export interface ConversationTurn {
  contact: Contact;
  /** in a group, the member who wrote */
  participant?: Contact;
  ticket: Ticket;
  message: Message;
  /** the turn opened a new ticket */
  ticketCreated: boolean;
  /** the message was stored already: the event is a replay (after a crash), and later steps may have acted on it
   * then; false tells them no step after this one has seen it */
  replayed: boolean;
  /** the bot that answered it, once one did (bots/bot-registry.ts) */
  answeredBy?: string;
}

declare module '@balcao/core' {
  interface PipelineState {
    /** set by tickets' `turn` stage */
    turn?: ConversationTurn;
  }
}
