import type { EventOf, PluginContext } from '@balcao/core';
import type { TicketServices } from '@balcao/plugin-tickets';
import type { QueueServices } from '../services/queue-services.js';

/** What the chatbot steps use, built once in setup. */
export interface BotDeps {
  db: PluginContext['db'];
  settings: PluginContext['settings'];
  cache: PluginContext['cache'];
  hooks: PluginContext['hooks'];
  tickets: TicketServices;
  queues: QueueServices;
  /** the bot's clock: opening hours and the menu's spacing read it (tests pass their own) */
  now: () => Date;
}

export interface BotOptions {
  now?: () => Date;
}

export type MessageEvent = EventOf<'message'>;

/** The key of the `n`th message a step sends for an event: a replayed event never sends twice. */
export const replyKey = (event: MessageEvent, step: string, n = 0) => `bot:${event.id}:${step}:${n}`;
