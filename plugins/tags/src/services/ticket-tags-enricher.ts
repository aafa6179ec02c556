import type { TenantDb } from '@balcao/core';
import type { TicketEnricher } from '@balcao/plugin-tickets';

/** what `ticket.tags` holds on the wire */
export interface TicketTagView {
  id: number;
  name: string;
  color: string | null;
  kanban: number;
}

/** Fills `ticket.tags` for a page of tickets with one query, each ticket's tags by name. */
export function ticketTagsEnricher(db: TenantDb): TicketEnricher {
  return async (companyId, tickets, trx) => {
    const rows: Array<TicketTagView & { ticketId: number }> = await db
      .tenant(
        companyId,
        trx,
      )('ticket_tags')
      .join('tags', 'tags.id', 'ticket_tags.tagId')
      .whereIn(
        'ticket_tags.ticketId',
        tickets.map((t) => t.id),
      )
      .orderBy('tags.name')
      .orderBy('tags.id')
      .select('ticket_tags.ticketId', 'tags.id', 'tags.name', 'tags.color', 'tags.kanban');
    const byTicket = new Map<number, TicketTagView[]>();
    for (const { ticketId, id, name, color, kanban } of rows) {
      const list = byTicket.get(Number(ticketId)) ?? [];
      list.push({ id: Number(id), name, color, kanban: Number(kanban) });
      byTicket.set(Number(ticketId), list);
    }
    for (const ticket of tickets) ticket.tags = byTicket.get(ticket.id) ?? [];
  };
}
