import type { Knex } from 'knex';
import { AppError } from '@balcao/core';
import { ticketForUser } from '../services/ticket-access.js';
import type { TicketDeps } from '../services/ticket-deps.js';
import {
  atStep,
  isSystemActor,
  type ActionActor,
  type ActionOutcome,
  type ActionTarget,
  type ParsedStep,
  type TicketActionRegistry,
} from './ticket-action-registry.js';

/** A list of actions checked and prepared for one ticket, ready to run in the caller's transaction. */
export interface ActionPlan {
  /** runs every action in order inside `trx`; the first that throws rolls the caller's transaction back */
  apply(trx: Knex.Transaction): Promise<ActionOutcome[]>;
}

/**
 * Before any write: the actor may see the ticket (GET /tickets/:id's rule: 404 in another company, 403 out of
 * sight; the system actor sees its company's), every row the actions name is still the company's, and each action's reads are done. The writes then
 * happen in one transaction the caller opens, so it can keep its own row of the run (an idempotency key) in it.
 */
export async function planTicketActions(
  deps: TicketDeps,
  registry: TicketActionRegistry,
  run: { companyId: number; ticketId: number; actor: ActionActor; key: string },
  steps: ParsedStep[],
): Promise<ActionPlan> {
  // the system sees every ticket of its company, as an admin does; another company's is not found
  if (isSystemActor(run.actor)) {
    const found = await deps.db.tenant(run.companyId)('tickets').where({ id: run.ticketId }).first('id');
    if (!found) throw new AppError('ERR_NO_TICKET_FOUND', 404);
  } else await ticketForUser(deps, { ...run.actor, companyId: run.companyId }, run.ticketId);
  await registry.check(run.companyId, steps);
  const targets: ActionTarget[] = steps.map((_, index) => ({ ...run, index }));
  const prepared: unknown[] = [];
  for (const [i, { action, params }] of steps.entries())
    try {
      prepared.push(await action.prepare?.(targets[i]!, params));
    } catch (err) {
      throw atStep(err, i, action.kind);
    }
  return {
    async apply(trx) {
      const outcomes: ActionOutcome[] = [];
      for (const [i, { action, params }] of steps.entries())
        try {
          outcomes.push(await action.apply(targets[i]!, params, trx, prepared[i]));
        } catch (err) {
          throw atStep(err, i, action.kind);
        }
      return outcomes;
    },
  };
}
