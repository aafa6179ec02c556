import { rooms, type HookEvents } from '@balcao/core';
import type { TimelineRealtime } from '../contracts.js';
import { readEvents } from './read-events.js';
import { ticketEventName, type TimelineDeps, type TimelineEvent } from './timeline-deps.js';

/**
 * The `ticket.event` listener: one row per fact, then the row (with its names) to whoever watches the ticket
 * (its room, joined through joinChatBox, which the tickets plugin authorizes). A ticket already deleted records
 * nothing: the producer's fact outlived its subject.
 */
export async function recordTicketEvent(deps: TimelineDeps, e: HookEvents['ticket.event']): Promise<void> {
  if (!(await deps.tickets.peek(e.companyId, e.ticketId))) return;
  const [inserted] = await deps.db
    .tenant(e.companyId)('ticket_events')
    .insert({
      companyId: e.companyId,
      ticketId: e.ticketId,
      type: e.type,
      userId: e.userId ?? null,
      data: JSON.stringify(e.data ?? {}),
      createdAt: e.at ?? new Date(),
    });
  const [event] = await readEvents(deps, e.companyId, e.ticketId, { id: Number(inserted) });
  if (event)
    deps.realtime.emitToRoom(rooms.ticket(e.companyId, e.ticketId), ticketEventName(e.companyId), {
      action: 'create',
      ticketId: e.ticketId,
      event,
    } satisfies Omit<TimelineRealtime, 'event'> & { event: TimelineEvent });
}
