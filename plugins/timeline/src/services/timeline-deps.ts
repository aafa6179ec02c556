import type { PluginContext } from '@balcao/core';
import type { TicketServices } from '@balcao/plugin-tickets';

/** What the timeline's services use: the company's rows, realtime, and tickets for who may see one. */
export interface TimelineDeps {
  db: PluginContext['db'];
  realtime: PluginContext['realtime'];
  tickets: TicketServices;
}

/** One fact of a ticket's life as the timeline answers it. */
export interface TimelineEvent {
  id: number;
  ticketId: number;
  type: string;
  userId: number | null;
  /** the acting user's name (null: the contact, a bot or a job) */
  userName: string | null;
  data: Record<string, unknown>;
  /** names of the queues and users `data` mentions by id (`toQueueId` -> `toQueueName`), read now */
  names: Record<string, string | null>;
  createdAt: Date;
}

/** the realtime event a ticket's watchers (its room) hear for every new timeline row */
export const ticketEventName = (companyId: number) => `company-${companyId}-ticketEvent`;
