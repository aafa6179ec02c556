import { afterCommit, type PluginContext, type Realtime } from '@balcao/core';
import type { TicketServices } from '@balcao/plugin-tickets';
import { menuKey } from './bot/menu-cache.js';
import type { Knex } from './db-types.js';
import type { QueueRecord } from './queue-model.js';

/** Whaticket's `company-{id}-queue` event: its Queues page upserts on create and update, drops on delete. */
export type QueueEvent =
  { action: 'create' | 'update'; queue: QueueRecord } | { action: 'delete'; queueId: number };

/** What a queue service needs from the kernel; passed in, so jobs and other plugins can call the services. */
export interface QueueDeps {
  knex: Knex;
  db: PluginContext['db'];
  realtime: Pick<Realtime, 'emitToCompany'>;
  log: PluginContext['log'];
  cache: PluginContext['cache'];
  /** whether a prompt or integration id is the company's (their plugins answer through tickets) */
  tickets: Pick<TicketServices, 'botExists'>;
}

/** Told once the transaction committed, never for a write that rolled back. */
export function emitQueueEvent(deps: QueueDeps, trx: Knex, companyId: number, event: QueueEvent) {
  // every queue write comes through here: the bot's cached menus of the company go with it
  deps.cache.invalidate(menuKey(companyId), trx);
  afterCommit(
    trx,
    () => deps.realtime.emitToCompany(companyId, 'queue', event),
    (err) => deps.log.error({ err, companyId }, 'queue event not sent'),
  );
}
