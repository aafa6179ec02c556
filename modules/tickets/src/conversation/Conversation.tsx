import type { Message, Ticket } from '../types';

interface ConversationProps {
  /** the ticket the route names (its uuid), loaded by the page */
  ticket: Ticket;
  /** a bubble's Reply: the composer quotes this message */
  onReply: (message: Message) => void;
}

/** The message view of one ticket: separators, bubbles, media, reply and delete, older pages at the top. */
export function Conversation({ ticket }: ConversationProps) {
  return <div className="tk-conversation" data-testid="conversation" data-ticket={ticket.uuid} />;
}
