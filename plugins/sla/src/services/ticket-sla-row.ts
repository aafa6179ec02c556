import { scoped } from '@balcao/core';
import { TicketSla } from '../sla-models.js';
import { forgetTicketSla, type SlaCache } from './ticket-sla-cache.js';

/** A bigint column as a number (MariaDB's driver may answer a string); null stays null. */
export const ms = (v: number | string | null | undefined): number | null =>
  v === null || v === undefined ? null : Number(v);

export async function findRow(companyId: number, ticketId: number): Promise<TicketSla | undefined> {
  return scoped(TicketSla, companyId).findOne({ ticketId });
}

/**
 * The ticket's row, made at `startedAt` when missing. Two listeners of one ticket (its creation and its first
 * message) may both try: the unique ticket_id keeps one, and the loser reads it.
 */
export async function ensureRow(
  cache: SlaCache,
  companyId: number,
  ticketId: number,
  startedAt: number,
): Promise<TicketSla> {
  const found = await findRow(companyId, ticketId);
  if (found) return found;
  try {
    const row = await scoped(TicketSla, companyId).insertAndFetch({ ticketId, startedAt, policyId: null });
    forgetTicketSla(cache, companyId, ticketId);
    return row;
  } catch (err) {
    const again = await findRow(companyId, ticketId);
    if (again) return again;
    throw err;
  }
}
