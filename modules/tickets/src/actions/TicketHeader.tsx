import type { Ticket } from '../types';

interface TicketHeaderProps {
  ticket: Ticket;
  /** opens or closes the contact drawer */
  onToggleDrawer: () => void;
  /** the ticket as the server answered an action (the page also hears it from realtime) */
  onChanged: (ticket: Ticket) => void;
}

/** The bar above a conversation: contact, queue and user, and the ticket's actions (accept, return, resolve, ...). */
export function TicketHeader({ ticket }: TicketHeaderProps) {
  return <div className="tk-header" data-testid="ticket-header" data-ticket={ticket.uuid} />;
}
