import { AppError, type AuthUser, tenant } from '@balcao/core';
import { TicketNote } from '../ticket-note-model.js';
import { ticketForUser } from './ticket-access.js';
import type { TicketDeps } from './ticket-deps.js';

const notesPerPage = 20;
const noteGraph = '[user, contact, ticket]';

/** The notes of one contact written in one ticket, newest first (the contact drawer's list). */
export async function notesOf(
  deps: Pick<TicketDeps, 'db'>,
  user: AuthUser,
  filter: { ticketId: number; contactId: number },
): Promise<TicketNote[]> {
  await ticketForUser(deps, user, filter.ticketId);
  return tenant(user.companyId)(TicketNote)
    .withGraphFetched(noteGraph)
    .where({ 'ticket_notes.ticketId': filter.ticketId, 'ticket_notes.contactId': filter.contactId })
    .orderBy([
      { column: 'ticket_notes.createdAt', order: 'desc' },
      { column: 'ticket_notes.id', order: 'desc' },
    ]);
}

/** Whaticket's GET /ticket-notes: the company's notes, searched by text, 20 a page, newest first. */
export async function listNotes(
  companyId: number,
  query: { searchParam: string; pageNumber: number },
): Promise<{ ticketNotes: TicketNote[]; count: number; hasMore: boolean }> {
  const offset = notesPerPage * (query.pageNumber - 1);
  const search = query.searchParam.trim().toLowerCase();
  const base = () => {
    const q = tenant(companyId)(TicketNote);
    if (search) q.whereRaw('LOWER(ticket_notes.note) LIKE ?', [`%${search}%`]);
    return q;
  };
  const count = await base().resultSize();
  const ticketNotes = await base()
    .withGraphFetched(noteGraph)
    .orderBy([
      { column: 'ticket_notes.createdAt', order: 'desc' },
      { column: 'ticket_notes.id', order: 'desc' },
    ])
    .limit(notesPerPage)
    .offset(offset);
  return { ticketNotes, count, hasMore: count > offset + ticketNotes.length };
}

/** One note of the company whose ticket the user may see; 404 ERR_NO_TICKET_NOTE_FOUND otherwise. */
export async function findNote(
  deps: Pick<TicketDeps, 'db'>,
  user: AuthUser,
  id: number,
): Promise<TicketNote> {
  const note = await tenant(user.companyId)(TicketNote).withGraphFetched(noteGraph).findById(id);
  if (!note) throw new AppError('ERR_NO_TICKET_NOTE_FOUND', 404);
  await ticketForUser(deps, user, note.ticketId);
  return note;
}

/** Changing or removing a note is for its author and for admins. */
export function mayEditNote(user: AuthUser, note: TicketNote): boolean {
  return user.super || user.profile === 'admin' || note.userId === user.id;
}
