import type { PluginContext } from '@balcao/core';
import type { TicketServices } from '@balcao/plugin-tickets';
import type { TimelineEventWire } from '../contracts.js';

/** What the timeline's services use: the company's rows, realtime, and tickets for who may see one. */
export interface TimelineDeps {
  db: PluginContext['db'];
  realtime: PluginContext['realtime'];
  tickets: TicketServices;
}

/** One fact of a ticket's life as the timeline answers it: the contract's, createdAt still a Date (JSON: ISO). */
export type TimelineEvent = Omit<TimelineEventWire, 'createdAt'> & { createdAt: Date };

/** the realtime event a ticket's watchers (its room) hear for every new timeline row */
export const ticketEventName = (companyId: number) => `company-${companyId}-ticketEvent`;
