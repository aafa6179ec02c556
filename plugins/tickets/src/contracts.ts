/**
 * What the tickets plugin's routes answer, typed once for the plugin and the modules that draw them
 * (modules/tickets: tickets, messages, notes; modules/dashboard, modules/reports: the figures). Dates are ISO
 * strings, as the JSON carries them. Types only: the file imports nothing.
 */

export type TicketStatus = 'open' | 'pending' | 'closed';

/** A tag as a ticket carries it (`ticket.tags`, filled by the tags plugin), and as GET /tags/list lists it. */
export interface TagRef {
  id: number;
  name: string;
  color: string;
}

/** The contact a ticket or a message carries (`ticket.contact`, `message.contact`), and GET /contacts/:id. */
export interface ContactRef {
  id: number;
  name: string;
  number: string;
  email?: string;
  profilePicUrl?: string | null;
  isGroup?: boolean;
  extraInfo?: Array<{ id?: number; name: string; value: string }>;
}

/**
 * A plugin's mark on a ticket (`ticket.badges`, set by its `enrich`, docs/plugins.md), drawn in the list and the
 * conversation header: `text` in each language, and with `dueAt` the time left until then (danger once past).
 */
export interface TicketBadge {
  key: string;
  text: Partial<Record<'pt' | 'en' | 'es', string>>;
  intent?: 'none' | 'primary' | 'success' | 'warning' | 'danger';
  icon?: string;
  dueAt?: string | null;
}

/**
 * A ticket as GET /tickets, GET /tickets/:id and /tickets/u/:uuid, POST /tickets and PUT /tickets/:id answer it
 * (spec §3 Ticket), with its relations and what other plugins' enrichers add.
 */
export interface TicketWire {
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
  /** other plugins' marks on the ticket (an SLA's time left) */
  badges?: TicketBadge[];
}

/** GET /tickets: one page of 40 and the total the filters match (spec §7). */
export interface TicketPage {
  tickets: TicketWire[];
  count: number;
  hasMore: boolean;
}

/** A message as GET /messages/:ticketId lists it (spec §3 Message), and as the ticket's room hears it. */
export interface MessageWire {
  id: string | number;
  wid?: string;
  body: string;
  ack: number;
  /** why a send failed for good (an ERR_ code), null or absent otherwise */
  sendError?: string | null;
  read: boolean;
  fromMe: boolean;
  mediaType: string | null;
  /** a link the client loads with its session (signed for audio and video) */
  mediaUrl: string | null;
  /** the stored file's name (Whaticket also stores it as the body) */
  mediaName?: string | null;
  /** who sent it in a group */
  participant?: string | null;
  isDeleted: boolean;
  isEdited?: boolean;
  ticketId: number;
  contactId: number | null;
  quotedMsgId: string | number | null;
  quotedMsg?: MessageWire | null;
  contact?: ContactRef | null;
  createdAt: string;
  updatedAt: string;
  /** who sent it, for the own-message rule (delete only for own messages) */
  userId?: number | null;
}

/** GET /messages/:ticketId?pageNumber: page 1 the newest 20, each page oldest first. */
export interface MessagePage {
  messages: MessageWire[];
  /** the ticket, as GET /tickets/:id answers it */
  ticket: TicketWire;
  hasMore: boolean;
  count: number;
}

/** A note as GET /ticket-notes/list lists it (newest first) and POST /ticket-notes answers it, with its author. */
export interface TicketNoteWire {
  id: number;
  note: string;
  userId: number;
  createdAt: string;
  user?: { id: number; name: string } | null;
}

/** One attendant's or queue's rates: the average (1 to 3) and how many. */
export interface RatingLine {
  /** the user's or queue's id; null for ratings of tickets without a queue */
  id: number | null;
  name: string;
  average: number;
  count: number;
}

export interface Ratings {
  attendants: RatingLine[];
  queues: RatingLine[];
}

/** An attendant's line of the dashboard; times in whole minutes. */
export interface DashboardAttendant {
  id: number;
  name: string;
  avgSupportTime: number;
  tickets: number;
  /** average rate 1 to 3; 0 when nobody rated */
  rating: number;
  online: boolean;
}

/** Spec §3 Dashboard, as Whaticket's GET /dashboard answers it. Times are in minutes. */
export interface Dashboard {
  counters: {
    avgSupportTime: number;
    avgWaitTime: number;
    supportHappening: number;
    supportPending: number;
    supportFinished: number;
    leads: number;
  };
  attendants: DashboardAttendant[];
  /** rates 1 to 3 of the period per attendant and per queue */
  ratings: Ratings;
}

/** GET /dashboard/ticketsDay: one day by hour (all 24), or several days by day (the days that had any). */
export type TicketsByTime =
  | { count: number; data: Array<{ horario: number; total: number }> }
  | { count: number; data: Array<{ data: string; total: number }> };

/** GET /dashboard/ticketsUsers: `quantidade` of conversations per attendant (`nome`), `data` their first day. */
export interface TicketsByUser {
  data: Array<{ quantidade: number; nome: string; data?: string }>;
}

/** What GET /reports tells of a set of ticket lives (plugins/reports/README.md "Figures"). */
export interface ReportFigures {
  /** lives that started waiting in the period */
  tickets: number;
  /** of those, the ones finished */
  resolved: number;
  /** averages of whole seconds from when the life started waiting; null when no life had one */
  waitSeconds: number | null;
  firstResponseSeconds: number | null;
  resolutionSeconds: number | null;
  /** the rates (1 to 3) the contacts gave those lives */
  ratings: number;
  ratingAverage: number | null;
  /** rates of 3, the top of the scale */
  satisfied: number;
}

/** One key of the dimension (an attendant, a queue ...); key null gathers the lives without one. */
export interface ReportRow extends ReportFigures {
  key: number | null;
  name: string;
}

/** GET /reports?initialDate&finalDate&by */
export interface Breakdown {
  /** the dimension: attendant, queue, tag, connection, hour, or one a plugin registered */
  by: string;
  /** YYYY-MM-DD on the company's clock */
  from: string;
  to: string;
  /** every life of the period once (a life with two tags is one ticket here, one in each tag's row) */
  totals: ReportFigures;
  rows: ReportRow[];
}
