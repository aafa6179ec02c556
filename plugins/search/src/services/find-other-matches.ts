import { whereVisible, type TicketViewer } from '@balcao/plugin-tickets';
import { matchingRows } from '../search-terms.js';
import type { SearchDeps } from './search-deps.js';

/** How many tickets each of the contact, note and tag matches brings at most (first page only). */
export const otherMatchesLimit = 20;

export interface OtherMatches {
  /** tickets of the contacts whose name or number matched, latest activity first */
  contactTickets: number[];
  notes: Array<{ id: number; ticketId: number; note: string }>;
  tags: Array<{ ticketId: number; tagId: number; name: string; color: string | null }>;
}

/** Contacts (name, number: words, or a run of digits anywhere in the number), notes and tags that match. */
export async function findOtherMatches(
  deps: SearchDeps,
  viewer: TicketViewer,
  words: string[],
  digits: string | null,
): Promise<OtherMatches> {
  const table = deps.db.tenant(viewer.companyId);
  const contacts = table('contacts').select('contacts.id');
  contacts.where((b) => {
    b.whereIn(
      'contacts.id',
      matchingRows(deps.knex, deps.db, viewer.companyId, 'contacts', ['name', 'number'], words).select(
        'contacts.id',
      ),
    );
    if (digits) b.orWhere('contacts.number', 'like', `%${digits}%`);
  });
  const contactTickets = table('tickets').whereIn('tickets.contactId', contacts);
  whereVisible(contactTickets, viewer);

  const notes = matchingRows(deps.knex, deps.db, viewer.companyId, 'ticket_notes', ['note'], words).join(
    'tickets',
    'tickets.id',
    'ticket_notes.ticketId',
  );
  whereVisible(notes, viewer);

  const tagIds = matchingRows(deps.knex, deps.db, viewer.companyId, 'tags', ['name'], words).select(
    'tags.id',
  );
  const tags = table('ticket_tags')
    .join('tickets', 'tickets.id', 'ticket_tags.ticketId')
    .join('tags', 'tags.id', 'ticket_tags.tagId')
    .whereIn('ticket_tags.tagId', tagIds);
  whereVisible(tags, viewer);

  const [c, n, t] = await Promise.all([
    contactTickets.select('tickets.id').orderBy('tickets.updatedAt', 'desc').limit(otherMatchesLimit),
    notes
      .select('ticket_notes.id', 'ticket_notes.ticketId', 'ticket_notes.note')
      .orderBy('ticket_notes.id', 'desc')
      .limit(otherMatchesLimit),
    tags
      .select('ticket_tags.ticketId', 'ticket_tags.tagId', 'tags.name', 'tags.color')
      .orderBy('tickets.updatedAt', 'desc')
      .limit(otherMatchesLimit),
  ]);
  return {
    contactTickets: (c as Array<{ id: number }>).map((r) => Number(r.id)),
    notes: (n as Array<Record<string, unknown>>).map((r) => ({
      id: Number(r.id),
      ticketId: Number(r.ticketId),
      note: String(r.note),
    })),
    tags: (t as Array<Record<string, unknown>>).map((r) => ({
      ticketId: Number(r.ticketId),
      tagId: Number(r.tagId),
      name: String(r.name),
      color: r.color == null ? null : String(r.color),
    })),
  };
}
