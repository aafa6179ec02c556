import type { AuthUser, WithDates } from '@balcao/core';
import { loadViewer, type TicketCard } from '@balcao/plugin-tickets';
import type {
  SearchGroup as SearchGroupWire,
  SearchPage as SearchPageWire,
  SearchTicket,
} from '../contracts.js';
import { highlight, type Highlighted } from '../highlight.js';
import { searchWords } from '../search-terms.js';
import { findOtherMatches, type OtherMatches } from './find-other-matches.js';
import type { SearchDeps } from './search-deps.js';

/** matching messages per page; their tickets make the page's groups */
export const messagesPerPage = 40;

export interface SearchQuery {
  q: string;
  pageNumber: number;
}

/** The contract's SearchGroup as the server holds it: the ticket's and the messages' dates still Dates. */
export type SearchGroup = Omit<SearchGroupWire, 'ticket' | 'messages'> & {
  ticket: TicketCard & Omit<SearchTicket, 'updatedAt'>;
  messages: Array<WithDates<SearchGroupWire['messages'][number], 'createdAt'>>;
};

/** The contract's SearchPage as the server holds it. */
export type SearchPage = Omit<SearchPageWire, 'groups'> & { groups: SearchGroup[] };

const none: OtherMatches = { contactTickets: [], notes: [], tags: [] };

/**
 * GET /search: the page's matching messages grouped by ticket, newest match first; the first page also brings the
 * tickets whose contact, notes or tags matched. Only tickets the caller may see (spec §6), of their company.
 */
export async function search(deps: SearchDeps, user: AuthUser, query: SearchQuery): Promise<SearchPage> {
  const words = searchWords(query.q);
  const digitRun = /\d{3,}/.exec(query.q.replace(/[\s()+-]/g, ''))?.[0] ?? null;
  const viewer = await loadViewer({ db: deps.db }, user);
  const offset = (query.pageNumber - 1) * messagesPerPage;
  const [hits, other] = await Promise.all([
    deps.tickets.search.messages(viewer, words, { limit: messagesPerPage, offset }),
    query.pageNumber === 1 ? findOtherMatches(deps, viewer, words, digitRun) : Promise.resolve(none),
  ]);
  const hasMore = hits.length > messagesPerPage;
  const messages = hits.slice(0, messagesPerPage);

  const order = [
    ...messages.map((m) => m.ticketId),
    ...other.contactTickets,
    ...other.notes.map((n) => n.ticketId),
    ...other.tags.map((t) => t.ticketId),
  ];
  const ids = [...new Set(order)];
  const [cards, pages] = await Promise.all([
    deps.tickets.search.cards(viewer.companyId, ids),
    deps.tickets.search.pages(
      viewer.companyId,
      messages.map((m) => m.id),
    ),
  ]);
  const contactHits = new Set(other.contactTickets);
  const groups: SearchGroup[] = [];
  for (const id of ids) {
    const ticket = cards.get(id);
    if (!ticket) continue;
    groups.push({
      ticket,
      contact: contactHits.has(id)
        ? {
            name: highlight(ticket.contact.name, words),
            number: markDigits(ticket.contact.number, digitRun, words),
          }
        : null,
      messages: messages
        .filter((m) => m.ticketId === id)
        .map((m) => ({
          id: m.id,
          fromMe: m.fromMe,
          createdAt: m.createdAt,
          page: pages.get(m.id) ?? 1,
          snippet: highlight(m.body, words),
        })),
      notes: other.notes
        .filter((n) => n.ticketId === id)
        .map((n) => ({ id: n.id, snippet: highlight(n.note, words) })),
      tags: other.tags
        .filter((t) => t.ticketId === id)
        .map((t) => ({ id: t.tagId, name: t.name, color: t.color })),
    });
  }
  return { groups, hasMore };
}

/** a number matched by a run of digits anywhere in it, else as a word */
function markDigits(number: string, digits: string | null, words: string[]): Highlighted {
  const at = digits ? number.indexOf(digits) : -1;
  if (digits && at >= 0) return { text: number, marks: [[at, at + digits.length]] };
  return highlight(number, words);
}
