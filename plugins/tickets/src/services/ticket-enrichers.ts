import type { Knex } from 'knex';
import type { Ticket } from '../ticket-model.js';

/** Adds what another plugin keeps about tickets (tags: `ticket.tags`) to a page of tickets in one query. */
export type TicketEnricher = (companyId: number, tickets: Ticket[], trx?: Knex.Transaction) => Promise<void>;

/** The open list of enrichers; a plugin that keeps something per ticket registers one in its setup. */
export class TicketEnrichers {
  private readonly list: TicketEnricher[] = [];

  add(enricher: TicketEnricher): void {
    this.list.push(enricher);
  }

  async apply(companyId: number, tickets: Ticket[], trx?: Knex.Transaction): Promise<void> {
    if (!tickets.length) return;
    for (const t of tickets) t.tags ??= [];
    for (const enrich of this.list) await enrich(companyId, tickets, trx);
  }
}
