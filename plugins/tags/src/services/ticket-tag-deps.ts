import type { TenantDb } from '@balcao/core';
import type { TicketServices } from '@balcao/plugin-tickets';
import type { TagsCache } from './ticket-tags-enricher.js';

/** What the ticket-tag services need: the company's rows, and tickets to load and announce. */
export interface TicketTagDeps {
  db: TenantDb;
  tickets: TicketServices;
  /** the tickets' tags as served: dropped on every write to ticket_tags */
  cache: TagsCache;
}

/** a ticket_tags row as Whaticket's TicketTag answers it */
export interface TicketTagRow {
  ticketId: number;
  tagId: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The reloaded ticket (with its tags) to everyone who may see it, so open lists and boards redraw it. */
export async function announceTicket(deps: TicketTagDeps, companyId: number, ticketId: number) {
  const ticket = await deps.tickets.load(companyId, ticketId);
  await deps.tickets.events.ticketUpdated(ticket);
  return ticket;
}

/** `ticket.event` tag-added / tag-removed, one per tag, for the ticket's timeline (after the change committed) */
export async function tellTagChanges(
  deps: TicketTagDeps,
  companyId: number,
  ticketId: number,
  userId: number | null,
  changes: { added: number[]; removed: number[] },
) {
  const names = new Map<number, string>();
  const ids = [...changes.added, ...changes.removed];
  if (ids.length)
    for (const t of await deps.db.tenant(companyId)('tags').whereIn('id', ids).select('id', 'name'))
      names.set(Number(t.id), String(t.name));
  const tell = (type: string, tagId: number) =>
    deps.tickets.deps.hooks.notify('ticket.event', {
      companyId,
      ticketId,
      type,
      userId,
      data: { tagId, tagName: names.get(tagId) ?? null },
    });
  for (const tagId of changes.added) await tell('tag-added', tagId);
  for (const tagId of changes.removed) await tell('tag-removed', tagId);
}
