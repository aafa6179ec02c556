import { findTag } from './find-tags.js';
import { forgetTicketTags } from './ticket-tags-enricher.js';
import { announceTicket, tellTagChanges, type TicketTagDeps, type TicketTagRow } from './ticket-tag-deps.js';

/**
 * Puts a tag on a ticket (the kanban board's drop); both must be the company's (404 ERR_NO_TICKET_FOUND,
 * ERR_NO_TAG_FOUND). Adding a tag the ticket already has changes nothing and answers the existing row.
 */
export async function addTicketTag(
  deps: TicketTagDeps,
  companyId: number,
  ticketId: number,
  tagId: number,
  userId: number | null = null,
): Promise<TicketTagRow> {
  await deps.tickets.load(companyId, ticketId);
  await findTag(companyId, tagId);
  const table = deps.db.tenant(companyId);
  const now = new Date();
  const had = await table('ticket_tags').where({ ticketId, tagId }).first('tagId');
  await table('ticket_tags')
    .insert({ ticketId, tagId, createdAt: now, updatedAt: now })
    .onConflict(['ticketId', 'tagId'])
    .ignore();
  forgetTicketTags(deps.cache, companyId);
  const row = (await table('ticket_tags')
    .where({ ticketId, tagId })
    .first('ticketId', 'tagId', 'createdAt', 'updatedAt')) as TicketTagRow;
  await announceTicket(deps, companyId, ticketId);
  if (!had) await tellTagChanges(deps, companyId, ticketId, userId, { added: [tagId], removed: [] });
  return row;
}
