import { notFound } from '@balcao/core';
import type { Ticket } from '@balcao/plugin-tickets';
import type { SyncBody } from '../ticket-tag-schemas.js';
import { announceTicket, type TicketTagDeps } from './ticket-tag-deps.js';

/**
 * Makes the ticket's tags exactly the given ones (the ticket's tag picker), in one transaction, and answers the
 * ticket with its new tags. Ticket and every tag must be the company's (404), or nothing changes.
 */
export async function syncTicketTags(
  deps: TicketTagDeps,
  companyId: number,
  { ticketId, tags }: SyncBody,
): Promise<Ticket> {
  await deps.tickets.load(companyId, ticketId);
  const tagIds = [...new Set(tags.map((t) => t.id))];
  await deps.db.transaction(async (trx) => {
    const table = deps.db.tenant(companyId, trx);
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
  });
  return await announceTicket(deps, companyId, ticketId);
}
