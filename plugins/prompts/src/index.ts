import { z } from 'zod';
import { definePlugin } from '@balcao/core';
import type { TicketServices } from '@balcao/plugin-tickets';
import { registerPromptBots } from './assistant/prompt-bots.js';
import { promptConfig, type PromptConfig } from './config.js';
import { createPromptsTables } from './migrations/001_prompts.js';
import { promptRoutes } from './routes.js';
import { promptServices, type PromptServices } from './services/prompt-services.js';
import { promptExists } from './services/find-prompts.js';
import { azureSpeech } from './speech/azure-speech.js';
import type { SpeechService } from './speech/speech-service.js';
import { promptUi } from './ui.js';
// registers the plugin's error codes (and merges their types) before any route can throw one
import './errors.js';
import { promptsPermissions } from './permissions.js';

export type { PromptServices } from './services/prompt-services.js';
export type { PromptEvent } from './services/prompt-events.js';
export type { PromptWire, PromptInput } from './contracts.js';
export type { SpeechService, SpeechRequest, SpeechAudio } from './speech/speech-service.js';
export { Prompt } from './prompt-model.js';
export { TRANSFER_PHRASE } from './assistant/conversation.js';
export { VOICES, TEXT_VOICE } from './contracts.js';

export interface PromptsOptions {
  /** the plugin's environment (default: read from process.env) */
  config?: PromptConfig;
  /** another speech provider (default: Azure's REST API) */
  speech?: SpeechService;
}

/** AI prompts (spec §2, §3, §7): the /prompt routes and the assistant answering on the inbound pipeline. */
export function promptsPlugin(options: PromptsOptions = {}) {
  return definePlugin<PromptServices>({
    name: 'prompts',
    requires: ['tickets', 'queues'],
    planFlag: 'useOpenAi',
    declares: {
      permissions: promptsPermissions,
      planFlags: [
        { key: 'useOpenAi', labels: { pt: 'Open.AI', en: 'Open.AI', es: 'Open.AI' }, default: true },
      ],
      connectionFields: [
        {
          key: 'promptId',
          labels: { pt: 'Prompt', en: 'Prompt', es: 'Prompt' },
          // the form sends '' or null for none
          schema: z.union([
            z.literal('').transform(() => null),
            z.null(),
            z.coerce.number().int().positive(),
          ]),
          default: null,
        },
      ],
    },
    migrations: [createPromptsTables],
    setup(ctx) {
      const config = options.config ?? promptConfig();
      const deps = {
        knex: ctx.knex,
        db: ctx.db,
        realtime: ctx.realtime,
        secrets: ctx.secrets,
        log: ctx.log,
        egress: ctx.egress,
        tickets: ctx.services<TicketServices>('tickets'),
      };
      const tickets = ctx.services<TicketServices>('tickets');
      registerPromptBots(tickets, {
        ...deps,
        media: ctx.media,
        cache: ctx.cache,
        hooks: ctx.hooks,
        tickets,
        speech:
          options.speech ??
          azureSpeech({
            timeoutMs: config.timeoutMs,
            fetch: ctx.egress.fetch,
            ...(config.speechBaseUrl ? { baseUrl: config.speechBaseUrl } : {}),
          }),
        config,
        fetch: ctx.egress.fetch,
      });
      // tickets and queues name a prompt by id: this plugin answers whether it is the company's
      deps.tickets.ownBots('promptId', promptExists);
      const services = promptServices(deps);
      promptRoutes(ctx.router, services);
      return services;
    },
    ui: promptUi,
  });
}

export default promptsPlugin();
