import { groupBatch, tenantStatement } from '@balcao/core';
import { withNames } from '../services/load-tickets.js';
import type { TicketRow } from '../inbound/find-or-create-ticket.js';

/** the ticket asked for: a contact's open one on a connection */
export type OpenTicketKey = {
  contactId: number;
  whatsappId: number;
};

const openTicket = tenantStatement<OpenTicketKey, TicketRow | undefined>((t, p) =>
  withNames(t('tickets'))
    .where({ 'tickets.contactId': p.contactId, 'tickets.whatsappId': p.whatsappId, 'tickets.openSlot': 1 })
    .first(),
);

/**
 * The open tickets the messages of one group commit look up: one SELECT per connection on the unique
 * (whatsapp_id, contact_id, open_slot) index, however many messages share the commit.
 */
export const openTickets = groupBatch<OpenTicketKey, TicketRow | undefined>(async (table, keys) => {
  if (keys.length === 1) return [await openTicket.run(table, keys[0]!)];
  const found: TicketRow[] = [];
  for (const whatsappId of new Set(keys.map((k) => k.whatsappId))) {
    const contactIds = keys.filter((k) => k.whatsappId === whatsappId).map((k) => k.contactId);
    found.push(
      ...((await withNames(table('tickets'))
        .where({ 'tickets.whatsappId': whatsappId, 'tickets.openSlot': 1 })
        .whereIn('tickets.contactId', contactIds)) as TicketRow[]),
    );
  }
  return keys.map((k) =>
    found.find((r) => Number(r.contactId) === k.contactId && Number(r.whatsappId) === k.whatsappId),
  );
});
