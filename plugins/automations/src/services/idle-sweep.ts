import type { AutomationDeps } from './automation-deps.js';
import { rulesFor } from './find-rules.js';
import { runRules } from './run-rules.js';

const MINUTE = 60_000;

/**
 * The company's `ticket.idle` rules against its tickets: each ticket not closed and untouched (no message, no
 * change) for the rule's minutes is a fact keyed by the ticket and its last activity, so one idle stretch runs a
 * rule once however many sweeps see it, and a ticket that moves and goes quiet again is a new fact. Answers how
 * many rules ran.
 */
export async function sweepIdle(deps: AutomationDeps, companyId: number): Promise<number> {
  let ran = 0;
  for (const rule of await rulesFor(deps, companyId, 'ticket.idle')) {
    if (!rule.idleMinutes) continue;
    const before = new Date(deps.now().getTime() - rule.idleMinutes * MINUTE);
    for (const ticket of await deps.tickets.quiet(companyId, before)) {
      const key = `idle:${ticket.id}:${ticket.updatedAt.getTime()}`;
      const done = await runRules(deps, {
        companyId,
        event: 'ticket.idle',
        ticketId: ticket.id,
        key,
        ruleId: rule.id,
      });
      ran += done.length;
    }
  }
  return ran;
}
