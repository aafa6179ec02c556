import { forbidden } from '@balcao/core';
import type { ParsedStep } from '@balcao/plugin-tickets';
import type { MacroStep } from '../macro-schemas.js';
import type { Caller, MacroDeps } from './macro-deps.js';

const SHARED = 'macros:manage-shared';

/** a shared macro is written by holders of macros:manage-shared (admins); a personal one by its author */
export function mustWrite(
  deps: Pick<MacroDeps, 'permissions'>,
  caller: Caller,
  macro: { visibility: string; userId?: number | null },
): void {
  if (macro.visibility === 'shared' && !deps.permissions.holds(caller, SHARED)) throw forbidden();
  if (macro.visibility === 'personal' && macro.userId != null && macro.userId !== caller.id)
    throw forbidden();
}

/**
 * The actions against the tickets' registry: each kind known and its params valid (400 ERR_VALIDATION, fields
 * `actions.<i>.params.<field>`), then the rows they name the company's (the owner's 404 code, with the action's
 * place). Answers them as stored: the params as their schema left them.
 */
export async function checkedActions(
  deps: Pick<MacroDeps, 'tickets'>,
  companyId: number,
  actions: MacroStep[],
): Promise<{ steps: ParsedStep[]; json: string }> {
  const steps = deps.tickets.actions.parse(actions);
  await deps.tickets.actions.check(companyId, steps);
  const stored = steps.map(({ action, params }) => ({ kind: action.kind, params }));
  return { steps, json: JSON.stringify(stored) };
}
