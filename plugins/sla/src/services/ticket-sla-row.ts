import { tenant } from '@balcao/core';
import { TicketSla } from '../sla-models.js';
import { forgetTicketSla, type SlaCache } from './ticket-sla-cache.js';

/** A bigint column as a number (MariaDB's driver may answer a string); null stays null. */
export const ms = (v: number | string | null | undefined): number | null =>
  v === null || v === undefined ? null : Number(v);

export async function findRow(companyId: number, ticketId: number): Promise<TicketSla | undefined> {
  return tenant(companyId)(TicketSla).findOne({ ticketId });
}

/** When a ticket's clocks started: the only columns choosing a policy needs. */
export type SlaClocks = Pick<TicketSla, 'startedAt' | 'awaitingSince'>;

/**
 * The ticket's clocks, its row made at `startedAt` when missing (a new row is not read back: nobody waits yet).
 * Two listeners of one ticket (its creation and its first message) may both try: the unique ticket_id keeps one,
 * and the loser reads it.
 */
export async function ensureRow(
  cache: SlaCache,
  companyId: number,
  ticketId: number,
  startedAt: number,
): Promise<SlaClocks> {
  const found = await findRow(companyId, ticketId);
  if (found) return found;
  try {
    await tenant(companyId)(TicketSla).insert({ ticketId, startedAt, policyId: null });
    forgetTicketSla(cache, companyId, ticketId);
    return { startedAt, awaitingSince: null };
  } catch (err) {
    const again = await findRow(companyId, ticketId);
    if (again) return again;
    throw err;
  }
}
