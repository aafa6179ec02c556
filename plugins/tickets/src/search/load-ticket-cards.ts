import { tenant, type TenantDb } from '@balcao/core';
import { Contact } from '@balcao/plugin-contacts';

/** What a result group shows of its ticket. */
export interface TicketCard {
  id: number;
  uuid: string;
  status: string;
  updatedAt: Date;
  contact: { id: number; name: string; number: string; profilePicUrl: string | null };
  queue: { id: number; name: string; color: string } | null;
  user: { id: number; name: string } | null;
}

/** The tickets by id (of the company only), with contact, queue and attendant: the tickets, then their contacts. */
export async function loadTicketCards(
  db: TenantDb,
  companyId: number,
  ids: number[],
): Promise<Map<number, TicketCard>> {
  if (!ids.length) return new Map();
  const rows: Array<Record<string, unknown>> = await db
    .tenant(companyId)('tickets')
    .leftJoin('queues', 'queues.id', 'tickets.queueId')
    .leftJoin('users', 'users.id', 'tickets.userId')
    .whereIn('tickets.id', ids)
    .select(
      'tickets.id',
      'tickets.uuid',
      'tickets.status',
      'tickets.updatedAt',
      'tickets.contactId',
      'queues.id as queueId',
      'queues.name as queueName',
      'queues.color as queueColor',
      'users.id as userId',
      'users.name as userName',
    );
  const contacts = new Map(
    (
      await tenant(companyId)(Contact)
        .whereIn('id', [...new Set(rows.map((r) => Number(r.contactId)))])
        .select('id', 'name', 'number', 'profilePicUrl')
    ).map((c) => [c.id, c]),
  );
  const cards = new Map<number, TicketCard>();
  for (const r of rows) {
    const contact = contacts.get(Number(r.contactId));
    if (!contact) continue;
    cards.set(Number(r.id), {
      id: Number(r.id),
      uuid: String(r.uuid),
      status: String(r.status),
      updatedAt: new Date(r.updatedAt as string | number | Date),
      contact: {
        id: contact.id,
        name: String(contact.name),
        number: String(contact.number),
        profilePicUrl: contact.profilePicUrl == null ? null : String(contact.profilePicUrl),
      },
      queue:
        r.queueId == null
          ? null
          : { id: Number(r.queueId), name: String(r.queueName), color: String(r.queueColor) },
      user: r.userId == null ? null : { id: Number(r.userId), name: String(r.userName) },
    });
  }
  return cards;
}
