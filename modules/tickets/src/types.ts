/** The wire shapes of spec §7 (GET /tickets, /messages/:ticketId), as the tickets plugin answers them. */
export type {
  ContactRef,
  MessageWire as Message,
  TagRef,
  TicketBadge,
  TicketStatus,
  TicketWire as Ticket,
} from '@balcao/plugin-tickets/contracts';
