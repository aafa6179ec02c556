import type { AuthUser } from '@balcao/core';
import type { Ticket } from '@balcao/plugin-tickets';
import { readEvents } from './read-events.js';
import type { TimelineDeps, TimelineEvent } from './timeline-deps.js';

export interface ExportedMessage {
  id: number;
  fromMe: boolean;
  body: string;
  mediaType: string | null;
  mediaName: string | null;
  /** the contact, or "me" (the attendant side) for fromMe */
  from: string;
  isDeleted: boolean;
  createdAt: Date;
}

export interface TicketExport {
  exportedAt: Date;
  ticket: Ticket;
  messages: ExportedMessage[];
  timeline: TimelineEvent[];
}

/** A ticket the caller may see, its messages oldest first and its timeline: what is "exported with the ticket". */
export async function exportTicket(
  deps: TimelineDeps,
  user: AuthUser,
  ticketId: number,
): Promise<TicketExport> {
  await deps.tickets.ensureCanView(user, ticketId);
  const companyId = user.companyId;
  const ticket = await deps.tickets.load(companyId, ticketId);
  const rows: Array<Record<string, unknown>> = await deps.db
    .tenant(companyId)('messages')
    .leftJoin('contacts', 'contacts.id', 'messages.contactId')
    .where('messages.ticketId', ticketId)
    .orderBy([{ column: 'messages.createdAt' }, { column: 'messages.id' }])
    .select(
      'messages.id',
      'messages.fromMe',
      'messages.body',
      'messages.mediaType',
      'messages.mediaName',
      'messages.isDeleted',
      'messages.createdAt',
      'contacts.name as contactName',
    );
  const messages = rows.map((m) => ({
    id: Number(m.id),
    fromMe: Boolean(m.fromMe),
    body: String(m.body ?? ''),
    mediaType: m.mediaType == null ? null : String(m.mediaType),
    mediaName: m.mediaName == null ? null : String(m.mediaName),
    from: m.fromMe ? 'me' : String(m.contactName ?? ''),
    isDeleted: Boolean(m.isDeleted),
    createdAt: new Date(m.createdAt as string),
  }));
  return { exportedAt: new Date(), ticket, messages, timeline: await readEvents(deps, companyId, ticketId) };
}
