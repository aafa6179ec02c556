import type { Knex } from 'knex';
import { readInTransactions, type SharedCache, tenant } from '@balcao/core';
import { SlaPolicy, TicketSla } from '../sla-models.js';

/**
 * Every ticket served carries its SLA, so a conversation's messages read the same row again and again while it
 * changes only on a few of them (a wait starts, an answer, a breach, a close). The rows are kept in the process
 * per ticket and dropped on each write (every process, through the shared cache); the policy names per company.
 */
export type SlaCache = Pick<SharedCache, 'memo' | 'memoEach' | 'invalidate'>;

const rowKey = (companyId: number, ticketId: number) => `sla:ticket:${companyId}:${ticketId}`;
const namesKey = (companyId: number) => `sla:policies:${companyId}`;

/** the tickets' rows (undefined: the ticket has none), those not kept read in one query, in `trx` when given */
export function ticketSlaRows(
  cache: SlaCache,
  companyId: number,
  ticketIds: number[],
  trx?: Knex.Transaction,
): Promise<Map<number, TicketSla | undefined>> {
  return cache.memoEach(
    (ticketId) => ({ key: rowKey(companyId, ticketId) }),
    ticketIds,
    async (ids) => {
      const rows = await tenant(companyId, trx)(TicketSla).whereIn('ticketId', ids);
      return new Map(rows.map((row) => [Number(row.ticketId), row]));
    },
    readInTransactions,
  );
}

/** the company's policy names by id (a policy deleted since is not among them) */
export function policyNames(
  cache: SlaCache,
  companyId: number,
  trx?: Knex.Transaction,
): Promise<Map<number, string>> {
  return cache.memo(
    namesKey(companyId),
    async () => {
      const rows = await tenant(companyId, trx)(SlaPolicy).select('id', 'name');
      return new Map(rows.map((p) => [Number(p.id), p.name]));
    },
    readInTransactions,
  );
}

/** after any write to the ticket's row */
export const forgetTicketSla = (cache: SlaCache, companyId: number, ticketId: number) =>
  cache.invalidate(rowKey(companyId, ticketId));

/** after any write to the company's policies */
export const forgetPolicyNames = (cache: SlaCache, companyId: number) =>
  cache.invalidate(namesKey(companyId));
