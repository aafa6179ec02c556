import type { BotTurnRecord } from './bot-registry.js';

/** `ticket.bot-turn`: which bot answered a contact's turn (bot null: none) and why, for whoever keeps a record. */
declare module '@balcao/core' {
  interface HookEvents {
    'ticket.bot-turn': BotTurnRecord;
  }
}

export {};
