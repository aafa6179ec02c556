import type { PluginContext } from '@balcao/core';
import type { TicketServices } from '@balcao/plugin-tickets';
import type { QueueServices } from '@balcao/plugin-queues';

/** What the auto-assignment uses of the kernel and of the tickets and queues plugins, built once in setup. */
export type AssignDeps = Pick<PluginContext, 'knex' | 'db' | 'hooks' | 'settings' | 'log'> & {
  tickets: TicketServices;
  queues: QueueServices;
  /** the clock of the opening hours and of the turns (tests move it) */
  now: () => Date;
};
