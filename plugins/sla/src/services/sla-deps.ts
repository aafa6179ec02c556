import type { Knex } from 'knex';
import type { PluginContext, Realtime, TenantDb } from '@balcao/core';
import type { QueueServices } from '@balcao/plugin-queues';
import type { TagServices } from '@balcao/plugin-tags';
import type { TicketServices } from '@balcao/plugin-tickets';
import type { SlaCache } from './ticket-sla-cache.js';

/** What the SLA services need of the kernel and of other plugins; `now` is the SLA clock (tests move it). */
export interface SlaDeps {
  db: TenantDb;
  /** raw SQL pieces only (the report's sums); queries go through `db.tenant` */
  knex: Knex;
  hooks: PluginContext['hooks'];
  realtime: Pick<Realtime, 'emitToUser' | 'emitToCompany'>;
  log: PluginContext['log'];
  tickets: TicketServices;
  queues: QueueServices;
  tags: TagServices;
  now: () => Date;
  /** the tickets' rows and the policy names the enricher serves (ticket-sla-cache.ts) */
  cache: SlaCache;
}
