import type { InboxEvent, PluginContext } from '@balcao/core';
import type { Ticket, TicketServices } from '@balcao/plugin-tickets';
import type { PromptConfig } from '../config.js';
import type { SpeechService } from '../speech/speech-service.js';

/** What the assistant's steps use, built once in setup. */
export interface AssistantDeps {
  knex: PluginContext['knex'];
  db: PluginContext['db'];
  media: Pick<PluginContext['media'], 'read'>;
  secrets: PluginContext['secrets'];
  log: PluginContext['log'];
  tickets: TicketServices;
  speech: SpeechService;
  config: PromptConfig;
  /** a prompt's own base URL is called through the kernel's egress guard */
  fetch: PluginContext['egress']['fetch'];
}

export type MessageEvent = Extract<InboxEvent, { kind: 'message' }>;

/** The ticket a bot may answer (the contract of the integration position): 1:1, waiting, nobody took it. */
export function botTicket(state: { ticket?: unknown }): Ticket | undefined {
  const ticket = state.ticket as Ticket | undefined;
  if (!ticket || ticket.isGroup) return undefined;
  return ticket.status === 'pending' && !ticket.userId ? ticket : undefined;
}

/** The key of the `n`th message the assistant sends for an event: a replayed event never sends twice. */
export const replyKey = (event: MessageEvent, n = 0) => `prompt:${event.id}:${n}`;
