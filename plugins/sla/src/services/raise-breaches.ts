import { crossTenant, tenant } from '@balcao/core';
import { TicketSla, targets, type SlaTarget } from '../sla-models.js';
import { announceBreach } from './announce-breach.js';
import { forgetTicketSla } from './ticket-sla-cache.js';
import type { SlaDeps } from './sla-deps.js';
import { ms } from './ticket-sla-row.js';

/** rows one sweep raises at most per target; the next sweep takes the rest */
const BATCH = 200;

/** Each target's columns: its due time, its breach stamp, and what must still be true for it to be missed. */
const columns: Record<SlaTarget, { due: string; breached: string; open: (q: QueryLike) => void }> = {
  firstResponse: {
    due: 'firstResponseDueAt',
    breached: 'firstResponseBreachedAt',
    open: (q) => q.whereNull('firstResponseAt'),
  },
  nextResponse: {
    due: 'nextResponseDueAt',
    breached: 'nextResponseBreachedAt',
    open: (q) => q.whereNotNull('awaitingSince'),
  },
  resolution: { due: 'resolutionDueAt', breached: 'resolutionBreachedAt', open: () => undefined },
};

interface QueryLike {
  whereNull(column: string): unknown;
  whereNotNull(column: string): unknown;
}

/**
 * The breach job: every unresolved ticket of an active company whose target is due and still unmet gets its
 * breach stamped and announced. The stamp is a conditional update (`... WHERE breached_at IS NULL`), so of two
 * sweeps (two processes, or one run twice) exactly one changes the row and announces it. Answers the breaches it
 * raised.
 */
export async function raiseDueBreaches(deps: SlaDeps): Promise<number> {
  const now = deps.now().getTime();
  let raised = 0;
  for (const target of targets) {
    const c = columns[target];
    const due = crossTenant(TicketSla)
      .join('companies', 'companies.id', 'ticket_slas.company_id')
      .where('companies.status', true)
      .whereNull('ticket_slas.resolvedAt')
      .whereNull(`ticket_slas.${c.breached}`)
      .where(`ticket_slas.${c.due}`, '<=', now)
      .orderBy(`ticket_slas.${c.due}`)
      .limit(BATCH)
      .select('ticket_slas.id', 'ticket_slas.companyId');
    c.open(due as unknown as QueryLike);
    for (const row of await due) if (await raiseOne(deps, row.companyId, row.id, target, now)) raised++;
  }
  return raised;
}

/** Stamps one breach if nobody did and it is still missed; announces it when this call made the stamp. */
async function raiseOne(
  deps: SlaDeps,
  companyId: number,
  id: number,
  target: SlaTarget,
  now: number,
): Promise<boolean> {
  const c = columns[target];
  const update = tenant(companyId)(TicketSla)
    .patch({ [c.breached]: now } as Partial<TicketSla>)
    .where({ id })
    .whereNull('resolvedAt')
    .whereNull(c.breached)
    .where(c.due, '<=', now);
  c.open(update as unknown as QueryLike);
  if ((await update) !== 1) return false;
  const row = await tenant(companyId)(TicketSla).findById(id);
  if (row) {
    forgetTicketSla(deps.cache, companyId, Number(row.ticketId));
    await announceBreach(deps, row, target, ms(row[c.due as keyof TicketSla] as number)!, now);
  }
  return true;
}
