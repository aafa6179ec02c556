import type { PluginContext } from '@balcao/core';
import type { QueueServices } from '@balcao/plugin-queues';
import type { TicketServices } from '@balcao/plugin-tickets';
import type { IntegrationType, Runner } from '../runners/runner.js';

/** What the integration step and the queue-joined listener use, built once in setup. */
export interface EngineDeps {
  db: PluginContext['db'];
  /** companies and plans only (platform tables): the plan flag check */
  knex: PluginContext['knex'];
  log: PluginContext['log'];
  /** the queues' bot fields, kept with their menus (queueBotFields) */
  cache: PluginContext['cache'];
  secrets: PluginContext['secrets'];
  tickets: TicketServices;
  queues: QueueServices;
  runners: Partial<Record<IntegrationType, Runner>>;
  /** the engine's clock: session expiry reads it (tests move it) */
  now: () => Date;
  /** waits typebotDelayMessage between two messages (tests record the waits instead of sleeping) */
  sleep: (ms: number) => Promise<void>;
  /** outbound calls (a bot's media links) through the kernel's egress guard */
  fetch: PluginContext['egress']['fetch'];
}

export interface EngineOptions {
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
}

/** What an integration's turn reads of its ticket. */
export interface DrivenTicket {
  id: number;
  status: string;
  userId: number | null;
  queueId: number | null;
  contactId: number;
  whatsappId: number | null;
  isGroup: boolean;
  useIntegration: boolean;
  integrationId: number | null;
}
