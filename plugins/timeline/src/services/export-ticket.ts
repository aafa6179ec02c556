import type { AuthUser } from '@balcao/core';
import type { Ticket, TranscriptLine } from '@balcao/plugin-tickets';
import { readEvents } from './read-events.js';
import type { TimelineDeps, TimelineEvent } from './timeline-deps.js';

/** a message as exported: `from` is the contact's name, or "me" (the attendant side) for fromMe */
export type ExportedMessage = TranscriptLine;

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
  const messages = await deps.tickets.transcript(companyId, ticketId);
  return { exportedAt: new Date(), ticket, messages, timeline: await readEvents(deps, companyId, ticketId) };
}
