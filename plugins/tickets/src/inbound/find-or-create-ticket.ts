import { randomUUID } from 'node:crypto';
import type { TenantTable } from '@balcao/core';
import type { TicketRowWithNames } from '../services/load-tickets.js';
import { openTickets } from '../batches/open-tickets.js';

export interface TicketRow extends TicketRowWithNames {
  id: number;
  companyId: number;
  contactId: number;
  whatsappId: number | null;
  userId: number | null;
  queueId: number | null;
  status: 'pending' | 'open' | 'closed';
  isGroup: boolean | number;
  unreadMessages: number;
  [column: string]: unknown;
}

/**
 * The contact's non-closed ticket on this connection, or a new pending one. Never two: the insert leans on the
 * unique (whatsapp_id, contact_id, open_slot) index and ignores the conflict, then reads whichever row won, so a
 * message and an agent's "new ticket" racing end on one ticket. A contact writing after a closed ticket gets a
 * new one; the old stays linked through the contact. The row comes with the names the wire shows (`withNames`),
 * so a caller that changes it in the same transaction can serve it without reading it back.
 */
export async function findOrCreateTicket(
  /** the company's tables in the caller's transaction */
  table: TenantTable,
  companyId: number,
  key: { contactId: number; whatsappId: number; isGroup: boolean },
  fields: Record<string, unknown> = {},
  /** asked only when there is no open ticket; false: create nothing (the caller answers `ticket: undefined`) */
  mayCreate: () => Promise<boolean> = async () => true,
): Promise<{ ticket: TicketRow | undefined; created: boolean }> {
  // read for every inbound message: with the other messages of its group commit (batches/open-tickets.ts)
  const find = () => openTickets.load(table, { contactId: key.contactId, whatsappId: key.whatsappId });
  const found = await find();
  if (found) return { ticket: found, created: false };
  if (!(await mayCreate())) return { ticket: undefined, created: false };
  const now = new Date();
  const uuid = randomUUID();
  await table('tickets')
    .insert({
      companyId,
      uuid,
      contactId: key.contactId,
      whatsappId: key.whatsappId,
      isGroup: key.isGroup,
      status: 'pending',
      openSlot: 1,
      unreadMessages: 0,
      createdAt: now,
      updatedAt: now,
      ...fields,
    })
    .onConflict(['whatsapp_id', 'contact_id', 'open_slot'])
    .ignore();
  const ticket = await find();
  if (!ticket) throw new Error('ticket vanished after its insert');
  // a racer's row (another uuid) counts as found
  return { ticket, created: ticket.uuid === uuid };
}
