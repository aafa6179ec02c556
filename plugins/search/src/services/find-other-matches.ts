import type { NoteHit, TicketViewer } from '@balcao/plugin-tickets';
import type { SearchDeps } from './search-deps.js';

/** How many tickets each of the contact, note and tag matches brings at most (first page only). */
export const otherMatchesLimit = 20;

export interface OtherMatches {
  /** tickets of the contacts whose name or number matched, latest activity first */
  contactTickets: number[];
  notes: NoteHit[];
  tags: Array<{ ticketId: number; tagId: number; name: string; color: string | null }>;
}

/** Contacts (name, number: words, or a run of digits anywhere in the number), notes and tags that match. */
export async function findOtherMatches(
  deps: SearchDeps,
  viewer: TicketViewer,
  words: string[],
  digits: string | null,
): Promise<OtherMatches> {
  const { companyId } = viewer;
  const search = deps.tickets.search;
  const [contactTickets, notes, taggedTickets] = await Promise.all([
    search.ticketIds(
      viewer,
      { contactIds: deps.contacts.idsMatching(companyId, words, digits) },
      otherMatchesLimit,
    ),
    search.notes(viewer, words, otherMatchesLimit),
    search.ticketIds(viewer, { ids: deps.tags.search.ticketIds(companyId, words) }, otherMatchesLimit),
  ]);
  // every tagged ticket holds one matching tag at least: the first 20 pairs are those of these tickets
  const tags = (await deps.tags.search.onTickets(companyId, taggedTickets, words)).slice(
    0,
    otherMatchesLimit,
  );
  return { contactTickets, notes, tags };
}
