/** The wire shapes of spec §7 (GET /tickets, /messages/:ticketId), as the tickets plugin answers them. */
export type TicketStatus = 'open' | 'pending' | 'closed';

export interface TagRef {
  id: number;
  name: string;
  color: string;
}

export interface ContactRef {
  id: number;
  name: string;
  number: string;
  email?: string;
  profilePicUrl?: string | null;
  isGroup?: boolean;
  extraInfo?: Array<{ id?: number; name: string; value: string }>;
}

export interface Ticket {
  id: number;
  uuid: string;
  status: TicketStatus;
  unreadMessages: number;
  lastMessage: string | null;
  /** what the contact said last (absent on an older server) */
  lastContactMessage?: string | null;
  isGroup: boolean;
  userId: number | null;
  contactId: number;
  whatsappId: number | null;
  queueId: number | null;
  companyId: number;
  updatedAt: string;
  createdAt: string;
  contact?: ContactRef;
  queue?: { id: number; name: string; color: string } | null;
  user?: { id: number; name: string } | null;
  whatsapp?: { id: number; name: string } | null;
  tags?: TagRef[];
  /** other plugins' marks on the ticket (an SLA's time left), set by their `enrich` (docs/plugins.md) */
  badges?: TicketBadge[];
}

/**
 * A plugin's mark on a ticket, drawn in the list and the conversation header: `text` in each language, and with
 * `dueAt` the time left until then (danger once past).
 */
export interface TicketBadge {
  key: string;
  text: Partial<Record<'pt' | 'en' | 'es', string>>;
  intent?: 'none' | 'primary' | 'success' | 'warning' | 'danger';
  icon?: string;
  dueAt?: string | null;
}

export interface Message {
  id: string | number;
  wid?: string;
  body: string;
  ack: number;
  /** why a send failed for good (an ERR_ code), null or absent otherwise */
  sendError?: string | null;
  read: boolean;
  fromMe: boolean;
  mediaType: string | null;
  mediaUrl: string | null;
  isDeleted: boolean;
  isEdited?: boolean;
  ticketId: number;
  contactId: number | null;
  quotedMsgId: string | number | null;
  quotedMsg?: Message | null;
  contact?: ContactRef | null;
  createdAt: string;
  updatedAt: string;
  /** who sent it, for the own-message rule (delete only for own messages) */
  userId?: number | null;
}
