/**
 * What GET /search answers, typed once for the plugin and modules/tickets (the search tab). Dates are ISO text.
 * Types only: the file imports nothing.
 */

/** A piece of user text and where the searched words are in it: the client marks them, never parsing HTML. */
export interface Highlighted {
  text: string;
  /** [start, end) offsets in `text`, in UTF-16 code units as JavaScript indexes strings */
  marks: Array<[number, number]>;
}

/** A ticket as a search group heads it: with its contact, queue and attendant. */
export interface SearchTicket {
  id: number;
  uuid: string;
  status: string;
  updatedAt: string;
  contact: { id: number; name: string; number: string; profilePicUrl: string | null };
  queue: { id: number; name: string; color: string } | null;
  user: { id: number; name: string } | null;
}

/** One ticket of GET /search and what matched in it. */
export interface SearchGroup {
  ticket: SearchTicket;
  /** the contact's name and number, marked, when they matched */
  contact: { name: Highlighted; number: Highlighted } | null;
  /** `page`: the page of GET /messages/:ticketId the message is on */
  messages: Array<{ id: number; fromMe: boolean; createdAt: string; page: number; snippet: Highlighted }>;
  notes: Array<{ id: number; snippet: Highlighted }>;
  tags: Array<{ id: number; name: string; color: string | null }>;
}

/** GET /search?q&pageNumber: messages, contacts, notes and tags, grouped by ticket, newest match first */
export interface SearchPage {
  groups: SearchGroup[];
  /** more matching messages on pageNumber + 1 */
  hasMore: boolean;
}
