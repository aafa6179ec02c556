import { announceTicket, tellTagChanges, type TicketTagDeps } from './ticket-tag-deps.js';
import { forgetTicketTags } from './ticket-tags-enricher.js';

/**
 * Takes a ticket off its kanban lane: removes its tags marked kanban and keeps the others, as Whaticket's
 * DELETE /ticket-tags/:ticketId does before the board adds the new lane's tag. 404 for another company's ticket.
 */
export async function removeKanbanTags(
  deps: TicketTagDeps,
  companyId: number,
  ticketId: number,
  userId: number | null = null,
) {
  await deps.tickets.load(companyId, ticketId);
  const table = deps.db.tenant(companyId);
  const lanes = table('tags').where('kanban', 1).select('id');
  const removed: Array<{ tagId: number }> = await table('ticket_tags')
    .where({ ticketId })
    .whereIn('tagId', lanes)
    .select('tagId');
  await table('ticket_tags').where({ ticketId }).whereIn('tagId', lanes).delete();
  forgetTicketTags(deps.cache, companyId);
  await announceTicket(deps, companyId, ticketId);
  const ids = removed.map((r) => Number(r.tagId));
  await tellTagChanges(deps, companyId, ticketId, userId, { added: [], removed: ids });
}
