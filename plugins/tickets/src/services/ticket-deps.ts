import type { PluginContext } from '@balcao/core';
import type { TicketEvents } from '../realtime/ticket-events.js';
import type { BotOwners } from './bot-owners.js';
import type { TagFilter } from './tag-filter.js';
import type { TicketEnrichers } from './ticket-enrichers.js';
import type { TicketFolds } from './ticket-folds.js';

/** What the ticket services use of the plugin context, built once in setup. */
export type TicketDeps = Pick<
  PluginContext,
  'knex' | 'db' | 'media' | 'channels' | 'hooks' | 'settings' | 'log' | 'cache'
> & {
  events: TicketEvents;
  enrichers: TicketEnrichers;
  folds: TicketFolds;
  botOwners: BotOwners;
  tagFilter: TagFilter;
};
