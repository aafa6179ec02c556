/** What of a `company-{id}-appMessage` create event decides a notification (the rest of the payload is ignored). */
export interface NotifyEvent {
  action: string;
  message?: { id: number; body?: string | null; fromMe?: boolean; mediaType?: string; createdAt?: string };
  ticket?: {
    id: number;
    uuid: string;
    status: string;
    userId: number | null;
    queueId: number | null;
    isGroup?: boolean;
  };
  contact?: { name?: string; number?: string; profilePicUrl?: string | null };
}

export interface NotifyUser {
  id: number;
  allTicket?: string;
  queues: Array<{ id: number }>;
}

/**
 * Spec §6: a new inbound message notifies for a ticket that is the user's or unassigned, in one of the user's queues
 * or without queue, not a group, not pending — pending ones too when the user's allTicket is 'enable'. Never for the
 * ticket the user is looking at (`/tickets/{uuid}`).
 */
export function shouldNotify(event: NotifyEvent, user: NotifyUser, currentPath: string): boolean {
  const { message, ticket } = event;
  if (event.action !== 'create' || !message || !ticket) return false;
  if (message.fromMe || ticket.isGroup) return false;
  if (ticket.userId != null && ticket.userId !== user.id) return false;
  if (ticket.queueId != null && !user.queues.some((q) => q.id === ticket.queueId)) return false;
  if (ticket.status === 'pending' && user.allTicket !== 'enable') return false;
  if (ticket.status === 'closed') return false;
  return currentPath.replace(/\/+$/, '') !== `/tickets/${ticket.uuid}`;
}
