/**
 * What the tags routes answer and accept, as the screen (modules/tags) and a client see it. The module imports
 * these types (`@balcao/plugin-tags/contracts`), so a field the server adds or renames breaks the browser's type
 * check instead of going unnoticed. Types only: the file imports nothing.
 */

// --- /tags ---

/** A tag as GET /tags (a page), GET /tags/:id, POST /tags and PUT /tags/:id answer it (the Tag model). */
export interface TagWire {
  id: number;
  name: string;
  color: string | null;
  /** 1 when the tag is a lane of the kanban board */
  kanban: 0 | 1 | number;
  userId: number | null;
  /** set by the paged list only */
  ticketsCount?: number;
}

/** POST /tags; PUT /tags/:id takes any of them */
export interface TagInput {
  name: string;
  color: string | null;
  kanban?: 0 | 1;
}

/** GET /tags?searchParam&pageNumber: 20 a page by name, each with its ticketsCount */
export interface TagPage {
  tags: TagWire[];
  count: number;
  hasMore: boolean;
}

/** GET /tags/kanban: the board's lanes, the kanban tags in creation order */
export interface KanbanLanes {
  lista: TagWire[];
}

// --- tickets' tags and the kanban board ---

/** A tag as a served ticket carries it in `ticket.tags` (every ticket answer, the kanban cards included). */
export interface TicketTag {
  id: number;
  name: string;
  color: string | null;
  kanban: number;
}

/** A kanban card: the ticket as GET /ticket/kanban answers it (the fields the board reads). */
export interface KanbanTicket {
  id: number;
  uuid: string;
  status: string;
  lastMessage: string | null;
  updatedAt: string;
  unreadMessages?: number;
  contact?: { id: number; name: string; number?: string; profilePicUrl?: string | null } | null;
  queue?: { id: number; name: string; color: string } | null;
  user?: { id: number; name: string } | null;
  tags: TicketTag[];
}

/** GET /ticket/kanban: 40 cards a page */
export interface KanbanPage {
  tickets: KanbanTicket[];
  count: number;
  hasMore: boolean;
}
