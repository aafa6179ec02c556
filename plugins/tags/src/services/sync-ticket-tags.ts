import { notFound } from '@balcao/core';
import type { Ticket } from '@balcao/plugin-tickets';
import type { SyncBody } from '../ticket-tag-schemas.js';
import { announceTicket, tellTagChanges, type TicketTagDeps } from './ticket-tag-deps.js';
import { forgetTicketTags } from './ticket-tags-enricher.js';

/**
 * Makes the ticket's tags exactly the given ones (the ticket's tag picker), in one transaction, and answers the
 * ticket with its new tags. Ticket and every tag must be the company's (404), or nothing changes.
 */
export async function syncTicketTags(
  deps: TicketTagDeps,
  companyId: number,
  { ticketId, tags }: SyncBody,
  userId: number | null = null,
): Promise<Ticket> {
  await deps.tickets.load(companyId, ticketId);
  const tagIds = [...new Set(tags.map((t) => t.id))];
  const had = await deps.db.transaction(async (trx) => {
    const table = deps.db.tenant(companyId, trx);
    const before: Array<{ tagId: number }> = await table('ticket_tags').where({ ticketId }).select('tagId');
    const found: Array<{ id: number }> = tagIds.length
      ? await table('tags').whereIn('id', tagIds).select('id')
      : [];
    if (found.length !== tagIds.length) throw notFound('ERR_NO_TAG_FOUND');
    await table('ticket_tags').where({ ticketId }).delete();
    const now = new Date();
    if (tagIds.length)
      await table('ticket_tags').insert(
        tagIds.map((tagId) => ({ ticketId, tagId, createdAt: now, updatedAt: now })),
      );
    return before.map((r) => Number(r.tagId));
  });
  forgetTicketTags(deps.cache, companyId);
  const ticket = await announceTicket(deps, companyId, ticketId);
  await tellTagChanges(deps, companyId, ticketId, userId, {
    added: tagIds.filter((id) => !had.includes(id)),
    removed: had.filter((id) => !tagIds.includes(id)),
  });
  return ticket;
}
