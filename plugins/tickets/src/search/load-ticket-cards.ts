import type { SearchDeps } from './search-deps.js';

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

/** The tickets by id (of the company only), with contact, queue and attendant, in one query. */
export async function loadTicketCards(
  deps: SearchDeps,
  companyId: number,
  ids: number[],
): Promise<Map<number, TicketCard>> {
  if (!ids.length) return new Map();
  const rows: Array<Record<string, unknown>> = await deps.db
    .tenant(companyId)('tickets')
    .join('contacts', 'contacts.id', 'tickets.contactId')
    .leftJoin('queues', 'queues.id', 'tickets.queueId')
    .leftJoin('users', 'users.id', 'tickets.userId')
    .whereIn('tickets.id', ids)
    .select(
      'tickets.id',
      'tickets.uuid',
      'tickets.status',
      'tickets.updatedAt',
      'contacts.id as contactId',
      'contacts.name as contactName',
      'contacts.number as contactNumber',
      'contacts.profilePicUrl as contactPic',
      'queues.id as queueId',
      'queues.name as queueName',
      'queues.color as queueColor',
      'users.id as userId',
      'users.name as userName',
    );
  const cards = new Map<number, TicketCard>();
  for (const r of rows)
    cards.set(Number(r.id), {
      id: Number(r.id),
      uuid: String(r.uuid),
      status: String(r.status),
      updatedAt: new Date(r.updatedAt as string | number | Date),
      contact: {
        id: Number(r.contactId),
        name: String(r.contactName),
        number: String(r.contactNumber),
        profilePicUrl: r.contactPic == null ? null : String(r.contactPic),
      },
      queue:
        r.queueId == null
          ? null
          : { id: Number(r.queueId), name: String(r.queueName), color: String(r.queueColor) },
      user: r.userId == null ? null : { id: Number(r.userId), name: String(r.userName) },
    });
  return cards;
}
