import { tenant } from '@balcao/core';
import type { Knex } from 'knex';
import { Ticket } from '../ticket-model.js';

/** The ticket's own columns, without relations; undefined when it is missing or another company's. */
export async function peekTicket(
  companyId: number,
  id: number,
  trx?: Knex.Transaction,
): Promise<Ticket | undefined> {
  return await tenant(companyId, trx)(Ticket).findById(id);
}
