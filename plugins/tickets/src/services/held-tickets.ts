import type { Knex } from 'knex';
import type { Ticket } from '../ticket-model.js';

/**
 * Tickets a transaction changed and read back (change-ticket.ts), so a send later in the same transaction (a bot's
 * turn: change the ticket, then answer) takes the connection and the contact from there instead of reading them
 * again. The change's write holds the row's lock (MariaDB) as the send's own locking read would.
 */
const held = new WeakMap<Knex.Transaction, Map<number, Ticket>>();

export function holdTicket(trx: Knex.Transaction, ticket: Ticket): void {
  const tickets = held.get(trx) ?? new Map<number, Ticket>();
  held.set(trx, tickets.set(ticket.id, ticket));
}

export const heldTicket = (trx: Knex.Transaction, id: number): Ticket | undefined => held.get(trx)?.get(id);
