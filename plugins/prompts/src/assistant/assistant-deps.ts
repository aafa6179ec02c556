import type { EventOf, PluginContext } from '@balcao/core';
import type { TicketServices } from '@balcao/plugin-tickets';
import type { PromptConfig } from '../config.js';
import type { SpeechService } from '../speech/speech-service.js';

/** What the assistant's steps use, built once in setup. */
export interface AssistantDeps {
  knex: PluginContext['knex'];
  db: PluginContext['db'];
  media: Pick<PluginContext['media'], 'read'>;
  secrets: PluginContext['secrets'];
  log: PluginContext['log'];
  cache: PluginContext['cache'];
  hooks: PluginContext['hooks'];
  tickets: TicketServices;
  speech: SpeechService;
  config: PromptConfig;
  /** a prompt's own base URL is called through the kernel's egress guard */
  fetch: PluginContext['egress']['fetch'];
}

export type MessageEvent = EventOf<'message'>;

/** The key of the `n`th message the assistant sends for an event: a replayed event never sends twice. */
export const replyKey = (event: MessageEvent, n = 0) => `prompt:${event.id}:${n}`;
