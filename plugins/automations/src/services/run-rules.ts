import { AppError, type HookEvents } from '@balcao/core';
import { isNotApplicable, type SystemActor } from '@balcao/plugin-tickets';
import type { RuleWire, RunOutcome } from '../contracts.js';
import '../automation-hook.js';
import type { AutomationDeps } from './automation-deps.js';
import type { AutomationFact } from './automation-fact.js';
import { conditionsHold, loadContext, type FactContext } from './evaluate-conditions.js';
import { rulesFor } from './find-rules.js';
import { currentRun, duringRun } from './run-origin.js';

const isDuplicate = (err: unknown) => /unique|duplicate/i.test(String((err as Error)?.message));

/**
 * The engine: a fact's company's enabled rules for its event, oldest first, each whose conditions hold run once
 * (one `automation_runs` row per rule and fact key, written in the actions' own transaction). A fact caused by a
 * rule's actions starts nothing (run-origin.ts). Tells `automation.evaluated` when done.
 */
export async function runRules(deps: AutomationDeps, fact: AutomationFact): Promise<number[]> {
  const told: HookEvents['automation.evaluated'] = {
    companyId: fact.companyId,
    event: fact.event,
    key: fact.key,
    ticketId: fact.ticketId,
    ran: [],
  };
  if (currentRun()) {
    await deps.hooks.notify('automation.evaluated', { ...told, ignored: 'automation' });
    return [];
  }
  const rules = (await rulesFor(deps, fact.companyId, fact.event)).filter(
    (r) => fact.ruleId === undefined || r.id === fact.ruleId,
  );
  let context: Promise<FactContext | undefined> | undefined;
  const load = () => (context ??= loadContext(deps, fact));
  for (const rule of rules)
    try {
      if (await runRule(deps, rule, fact, load)) told.ran.push(rule.id);
    } catch (err) {
      // one rule's trouble (a lost connection) is logged; the others still run
      deps.log.error({ err, ruleId: rule.id, key: fact.key }, 'automation rule not run');
    }
  await deps.hooks.notify('automation.evaluated', told);
  return told.ran;
}

/**
 * one rule on one fact: true when it ran (ok, failed or skipped), false when it had run already or its conditions
 * did not hold. Skipped: the conditions held, but the ticket was closed since (an earlier rule of the fact, a
 * person) or an action does not apply to it as it stands (ERR_TICKET_ACTION_NOT_APPLICABLE); nothing is written.
 */
async function runRule(
  deps: AutomationDeps,
  rule: RuleWire,
  fact: AutomationFact,
  context: () => Promise<FactContext | undefined>,
): Promise<boolean> {
  const { companyId, ticketId, key } = fact;
  const runs = () => deps.db.tenant(companyId)('automationRuns');
  if (await runs().where({ ruleId: rule.id, eventKey: key }).first('id')) return false;
  if (!(await conditionsHold(deps, fact, rule.conditions, context))) return false;

  const row = (outcome: RunOutcome, detail: unknown) => ({
    ruleId: rule.id,
    eventKey: key,
    ticketId,
    outcome,
    detail: JSON.stringify(detail),
    createdAt: deps.now(),
  });
  const closedSince = await closedSinceLoaded(deps, fact, context);
  if (closedSince) {
    await recordOnce(deps, companyId, row('skipped', { reason: 'ticket-closed' }));
    return true;
  }
  const actor: SystemActor = { system: 'automation', companyId, label: rule.name, ref: rule.id };
  try {
    // the rows the actions name may have gone since the save: checked again, before any write
    const steps = deps.tickets.actions.parse(rule.actions);
    const plan = await deps.tickets.actions.plan(
      { companyId, ticketId, actor, key: `automation:${rule.id}:${key}` },
      steps,
    );
    await duringRun({ ruleId: rule.id, key }, () =>
      deps.db.transaction(async (trx) => {
        const table = deps.db.tenant(companyId, trx);
        const [runId] = await table('automationRuns').insert(row('ok', { outcomes: [] }));
        const event: HookEvents['ticket.event'] = {
          companyId,
          ticketId,
          type: 'automation-ran',
          userId: null,
          data: {
            ruleId: rule.id,
            ruleName: rule.name,
            event: fact.event,
            actions: rule.actions.map((a) => a.kind),
          },
          // when the run began: the history lists it before what its actions did
          at: deps.now(),
        };
        deps.hooks.afterCommit(trx, () => deps.hooks.notify('ticket.event', event));
        const outcomes = await plan.apply(trx);
        await table('automationRuns')
          .where({ id: runId })
          .update({ detail: JSON.stringify({ outcomes }) });
      }),
    );
    return true;
  } catch (err) {
    // the same fact told twice at once: the other telling ran it (MariaDB waits on the unique row, then fails)
    if (isDuplicate(err)) return false;
    if (isNotApplicable(err)) {
      const { reason, action } = err.details as { reason?: unknown; action?: unknown };
      await recordOnce(deps, companyId, row('skipped', { reason, ...(action ? { action } : {}) }));
      return true;
    }
    await recordOnce(deps, companyId, row('failed', failureOf(deps, err, rule, key)));
    return true;
  }
}

/** what the runs list says of a failure: the code, and which action when one failed; never a stack */
function failureOf(deps: AutomationDeps, err: unknown, rule: RuleWire, key: string) {
  if (err instanceof AppError) {
    const action = (err.details as { action?: unknown } | undefined)?.action;
    return { error: err.code, ...(action ? { action } : {}) };
  }
  deps.log.error({ err, ruleId: rule.id, key }, 'automation rule failed');
  return { error: 'ERR_INTERNAL' };
}

/**
 * the ticket is closed now while the conditions read it open: closed since the fact's context was loaded (an
 * earlier rule of the same fact closed it, or a person did meanwhile). A rule on a closed ticket's fact (a
 * ticket.updated that closed it) read it closed, and runs.
 */
async function closedSinceLoaded(
  deps: AutomationDeps,
  fact: AutomationFact,
  context: () => Promise<FactContext | undefined>,
): Promise<boolean> {
  const seen = await context();
  if (!seen || seen.ticket.status === 'closed') return false;
  const now = await deps.tickets.peek(fact.companyId, fact.ticketId);
  return now?.status === 'closed';
}

/** a failed or skipped run's row, outside the actions' rolled-back transaction; a twin telling's row stands */
async function recordOnce(deps: AutomationDeps, companyId: number, row: Record<string, unknown>) {
  try {
    await deps.db.tenant(companyId)('automationRuns').insert(row);
  } catch (err) {
    if (!isDuplicate(err)) throw err;
  }
}
