import type { Knex } from 'knex';
import { orNotFound, tenantStatement, tenantTable } from '@balcao/core';
import { findContacts, type Contact } from '@balcao/plugin-contacts';
import { Ticket } from '../ticket-model.js';
import type { TicketEnrichers } from './ticket-enrichers.js';

/** the names the wire shows beside a ticket (spec §3: queue, user, whatsapp name), read in the ticket's query */
const relatedColumns = [
  'queues.name as queueName',
  'queues.color as queueColor',
  'users.name as userName',
  'users.email as userEmail',
  'users.profile as userProfile',
  'whatsapps.name as whatsappName',
];

/** A query on `tickets` made to also read the names the wire shows beside each ticket (one query, no more). */
export function withNames<Q extends Knex.QueryBuilder>(query: Q): Q {
  return query
    .leftJoin('queues', 'queues.id', 'tickets.queueId')
    .leftJoin('users', 'users.id', 'tickets.userId')
    .leftJoin('whatsapps', 'whatsapps.id', 'tickets.whatsappId')
    .select('tickets.*', ...relatedColumns) as Q;
}

/** a `tickets` row read `withNames` */
export type TicketRowWithNames = Record<string, unknown> & {
  id: number;
  contactId: number;
  queueId: number | null;
  userId: number | null;
};

function toTicket(row: TicketRowWithNames): Ticket {
  const { queueName, queueColor, userName, userEmail, userProfile, whatsappName, ...columns } = row;
  const ticket = Ticket.fromDatabaseJson(columns);
  ticket.queue =
    row.queueId == null ? null : ({ id: row.queueId, name: queueName, color: queueColor } as never);
  ticket.user =
    row.userId == null
      ? null
      : ({ id: row.userId, name: userName, email: userEmail, profile: userProfile } as never);
  ticket.whatsapp = row.whatsappId == null ? null : ({ id: row.whatsappId, name: whatsappName } as never);
  return ticket;
}

/**
 * Tickets by id as the wire serves them, in the order of `ids`: one query for the tickets with their queue, user
 * and connection names, one for their contacts (skipped when the caller has them, as the inbound step does), then
 * the enrichers (tags). Kept to a fixed number of queries per page whatever its size.
 */
export async function loadTickets(
  enrichers: TicketEnrichers,
  companyId: number,
  ids: number[],
  trx?: Knex.Transaction,
  known: { contacts?: Contact[] } = {},
): Promise<Ticket[]> {
  if (!ids.length) return [];
  const knex = Ticket.knex();
  const db = trx ?? knex;
  const rows: TicketRowWithNames[] = await withNames(db('tickets'))
    .where('tickets.companyId', companyId)
    .whereIn('tickets.id', ids);
  const tickets = await ticketsOf(enrichers, companyId, rows, trx, known);
  const byId = new Map(tickets.map((t) => [t.id, t]));
  return ids.map((id) => byId.get(id)).filter((t): t is Ticket => Boolean(t));
}

/**
 * Tickets as the wire serves them from rows the caller read `withNames` (the inbound step has its ticket's row
 * from its own transaction): their contacts (skipped when known) and the enrichers, nothing read twice.
 */
export async function ticketsOf(
  enrichers: TicketEnrichers,
  companyId: number,
  rows: TicketRowWithNames[],
  trx?: Knex.Transaction,
  known: { contacts?: Contact[] } = {},
): Promise<Ticket[]> {
  const tickets = rows.map(toTicket);
  const have = new Map((known.contacts ?? []).map((c) => [c.id, c]));
  const missing = [...new Set(tickets.map((t) => t.contactId))].filter((id) => !have.has(id));
  for (const c of await findContacts(companyId, missing, trx)) have.set(c.id, c);
  for (const t of tickets) t.contact = have.get(t.contactId);
  await enrichers.apply(companyId, tickets, trx);
  return tickets;
}

/** One ticket of the company with its relations; 404 ERR_NO_TICKET_FOUND otherwise. */
export async function loadTicket(
  enrichers: TicketEnrichers,
  companyId: number,
  id: number,
  trx?: Knex.Transaction,
  known: { contacts?: Contact[] } = {},
): Promise<Ticket> {
  const row = await ticketWithNames.run(tenantTable(trx ?? Ticket.knex(), companyId), { id });
  const [ticket] = row ? await ticketsOf(enrichers, companyId, [row], trx, known) : [];
  return orNotFound(ticket, 'ERR_NO_TICKET_FOUND');
}

/** one ticket with its names: read after every change and every message sent, so compiled once */
const ticketWithNames = tenantStatement<{ id: number }, TicketRowWithNames | undefined>((t, p) =>
  withNames(t('tickets')).where('tickets.id', p.id).first(),
);
