import type { MessageWire, TicketWire } from '@balcao/plugin-tickets/contracts';

/** The wire shapes of spec §7 (GET /tickets, /messages/:ticketId), as the tickets plugin answers them. */
export type {
  ContactRef,
  MessageWire as Message,
  TagRef,
  TicketBadge,
  TicketStatus,
  TicketWire as Ticket,
} from '@balcao/plugin-tickets/contracts';

/** What `company-{id}-ticket` carries (spec §4 "Live list updates"). */
export type TicketEvent =
  { action: 'update'; ticket: TicketWire } | { action: 'delete' | 'updateUnread'; ticketId: number };
/** What `company-{id}-appMessage` carries: the message, and its ticket when it was created. */
export type AppMessageEvent = { action: 'create' | 'update'; message: MessageWire; ticket?: TicketWire };
