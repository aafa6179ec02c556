import { AppError, groupBatch, tenantTableParts } from '@balcao/core';
import type { Contact } from '@balcao/plugin-contacts';
import type { Ticket } from '../ticket-model.js';
import { loadTicket, loadTickets } from '../services/load-tickets.js';
import type { TicketEnrichers } from '../services/ticket-enrichers.js';

/** a changed ticket to read back, with the kernel's enrichers and its contact when the caller holds it */
export interface ChangedTicket {
  id: number;
  enrichers: TicketEnrichers;
  contact?: Contact | null;
}

/**
 * The tickets one group commit changed, read back as the wire serves them: one query for the tickets with their
 * names and one per enricher, however many tickets changed. A ticket not found fails with ERR_NO_TICKET_FOUND (in a
 * batch, all of it: its group runs again piece by piece).
 */
export const changedTickets = groupBatch<ChangedTicket, Ticket>(async (table, asked) => {
  const { knex, companyId } = tenantTableParts(table);
  const trx = knex as Parameters<typeof loadTickets>[3];
  const { enrichers } = asked[0]!;
  const contacts = asked.flatMap((a) => (a.contact ? [a.contact] : []));
  if (asked.length === 1) return [await loadTicket(enrichers, companyId, asked[0]!.id, trx, { contacts })];
  const tickets = await loadTickets(enrichers, companyId, [...new Set(asked.map((a) => a.id))], trx, {
    contacts,
  });
  return asked.map((a) => {
    const ticket = tickets.find((t) => t.id === a.id);
    if (!ticket) throw new AppError('ERR_NO_TICKET_FOUND', 404);
    return ticket;
  });
});
