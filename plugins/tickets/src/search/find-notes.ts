import { fullTextMatch } from '@balcao/core';
import { whereVisible } from '../services/visible-tickets.js';
import type { TicketViewer } from '../services/ticket-viewer.js';
import type { SearchDeps } from './find-messages.js';
import { noteText } from './full-text-sources.js';

export interface NoteHit {
  id: number;
  ticketId: number;
  note: string;
}

/** The newest `limit` notes holding every word, on tickets the viewer may see. */
export async function findNotes(
  deps: SearchDeps,
  viewer: TicketViewer,
  words: string[],
  limit: number,
): Promise<NoteHit[]> {
  const q = fullTextMatch(deps.knex, deps.db, viewer.companyId, noteText, words).join(
    'tickets',
    'tickets.id',
    'ticket_notes.ticketId',
  );
  whereVisible(q, viewer);
  const rows: Array<Record<string, unknown>> = await q
    .select('ticket_notes.id', 'ticket_notes.ticketId', 'ticket_notes.note')
    .orderBy('ticket_notes.id', 'desc')
    .limit(limit);
  return rows.map((r) => ({ id: Number(r.id), ticketId: Number(r.ticketId), note: String(r.note) }));
}
