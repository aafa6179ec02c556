/**
 * What the timeline routes answer and its room hears, typed once for the plugin and modules/tickets (the
 * ticket's activity lines). Dates are ISO text. Types only: the file imports nothing.
 */

/** One fact of a ticket's life, as GET /tickets/:id/timeline answers it (oldest first). */
export interface TimelineEventWire {
  id: number;
  ticketId: number;
  type: string;
  userId: number | null;
  /** the acting user's name (null: the contact, a bot or a job) */
  userName: string | null;
  data: Record<string, unknown>;
  /** names of the queues and users `data` mentions by id (`toQueueId` -> `toQueueName`), read now */
  names: Record<string, string | null>;
  createdAt: string;
}

/** `company-{id}-ticketEvent`, to the ticket's room: each new event of its timeline. */
export interface TimelineRealtime {
  action: 'create';
  ticketId: number;
  event: TimelineEventWire;
}
