import type { Knex } from 'knex';
import { targets, type TicketSla, type SlaTarget } from '../sla-models.js';
import { policyNames, ticketSlaRows, type SlaCache } from './ticket-sla-cache.js';
import { ms } from './ticket-sla-row.js';

const iso = (v: number | string | null) => (ms(v) === null ? null : new Date(ms(v)!).toISOString());

/** One target of a ticket: when due, when met, when breached (ISO), and its state now. */
export interface TargetWire {
  dueAt: string | null;
  metAt: string | null;
  breachedAt: string | null;
  status: 'none' | 'running' | 'met' | 'breached';
}

/** A ticket's SLA as GET /tickets/:ticketId/sla answers it, and the summary tickets carry (`ticket.sla`). */
export interface TicketSlaWire {
  policyId: number | null;
  policyName: string | null;
  firstResponse: TargetWire;
  nextResponse: TargetWire;
  resolution: TargetWire;
  /** the soonest due time of a target still running (what the list counts down to), and which */
  dueAt: string | null;
  dueTarget: SlaTarget | null;
  /** a target was breached (and, for the next response, in the current wait) */
  breached: boolean;
}

function target(due: number | string | null, met: number | string | null, breached: number | string | null) {
  const status: TargetWire['status'] =
    ms(breached) !== null ? 'breached' : ms(met) !== null ? 'met' : ms(due) !== null ? 'running' : 'none';
  return { dueAt: iso(due), metAt: iso(met), breachedAt: iso(breached), status };
}

/** the row as served; `policy` is the one it is under (null: none, or deleted since) */
function toTicketSlaWire(row: TicketSla, policy: { id: number; name: string } | null): TicketSlaWire {
  const resolved = row.resolvedAt;
  const firstResponse = target(row.firstResponseDueAt, row.firstResponseAt, row.firstResponseBreachedAt);
  const nextResponse = target(
    row.awaitingSince === null ? null : row.nextResponseDueAt,
    null,
    row.nextResponseBreachedAt,
  );
  const resolution = target(row.resolutionDueAt, resolved, row.resolutionBreachedAt);
  if (ms(resolved) !== null) {
    // a closed ticket waits for nothing more
    if (firstResponse.status === 'running') firstResponse.status = 'none';
    if (nextResponse.status === 'running') nextResponse.status = 'none';
  }
  const wire = { firstResponse, nextResponse, resolution };
  let dueAt: string | null = null;
  let dueTarget: SlaTarget | null = null;
  for (const t of targets) {
    const w = wire[t];
    if (w.status === 'running' && w.dueAt && (!dueAt || w.dueAt < dueAt)) [dueAt, dueTarget] = [w.dueAt, t];
  }
  return {
    policyId: policy?.id ?? null,
    policyName: policy?.name ?? null,
    ...wire,
    dueAt,
    dueTarget,
    breached: targets.some((t) => wire[t].status === 'breached'),
  };
}

/**
 * The SLAs of some tickets of a company, by ticket id (tickets without a row are missing); in `trx` when given.
 * A row whose policy was deleted since it was kept reads as under none, as the row itself does by then.
 */
export async function ticketSlas(
  cache: SlaCache,
  companyId: number,
  ticketIds: number[],
  trx?: Knex.Transaction,
): Promise<Map<number, TicketSlaWire>> {
  if (!ticketIds.length) return new Map();
  const rows = await ticketSlaRows(cache, companyId, ticketIds, trx);
  const names = await policyNames(cache, companyId, trx);
  const out = new Map<number, TicketSlaWire>();
  for (const [ticketId, row] of rows) {
    if (!row) continue;
    const policyId = row.policyId === null ? null : Number(row.policyId);
    const name = policyId === null ? undefined : names.get(policyId);
    out.set(ticketId, toTicketSlaWire(row, name === undefined ? null : { id: policyId!, name }));
  }
  return out;
}
