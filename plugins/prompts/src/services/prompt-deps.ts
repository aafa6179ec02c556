import type { PluginContext } from '@balcao/core';
import type { TicketServices } from '@balcao/plugin-tickets';

/** What the prompt services need from the kernel; passed in so the routes and the assistant share the code. */
export interface PromptDeps {
  knex: PluginContext['knex'];
  db: PluginContext['db'];
  realtime: Pick<PluginContext['realtime'], 'emitToCompany'>;
  secrets: PluginContext['secrets'];
  log: PluginContext['log'];
  /** checks a prompt's own base URL when it is saved (the egress guard) */
  egress: Pick<PluginContext['egress'], 'ensureAllowed'>;
  /** a deleted prompt is forgotten by the tickets naming it */
  tickets: Pick<TicketServices, 'forgetPrompt'>;
}

/** Where a prompt's credentials are sealed: the row and the field, so a value copied elsewhere does not open. */
export const secretAddress = (companyId: number, promptId: number, field: 'apiKey' | 'voiceKey') =>
  `${companyId}:prompt:${promptId}:${field}`;
