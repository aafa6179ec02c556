import { AppError, type HookEvents } from '@balcao/core';
import type { ActionOutcome } from '@balcao/plugin-tickets';
import type { MacroRunWire } from '../contracts.js';
import { findMacro } from './find-macros.js';
import type { Caller, MacroDeps } from './macro-deps.js';

/** a second click within this long, without an Idempotency-Key, is the same click */
export const GUARD_MS = 5_000;

/** what POST /macros/:id/apply/:ticketId answers */
export type MacroRun = MacroRunWire;

/**
 * Applies a macro the caller sees to a ticket they may act on: every action in order, in one transaction with
 * the run's own row, so a failing action (its code and `action: { index, kind }`) leaves nothing half done. A
 * retried request with the same Idempotency-Key answers the first run; without one, the same macro on the same
 * ticket by the same user within GUARD_MS is refused (409 ERR_MACRO_ALREADY_APPLIED). The timeline says which
 * macro was applied, by whom, before the actions' own events.
 */
export async function applyMacro(
  deps: MacroDeps,
  caller: Caller,
  macroId: number,
  ticketId: number,
  idempotencyKey?: string,
): Promise<MacroRun> {
  const { companyId } = caller;
  const macro = await findMacro(deps, caller, macroId);
  const now = deps.now();
  const runKey = idempotencyKey
    ? `key:${caller.id}:${macroId}:${ticketId}:${idempotencyKey}`
    : `guard:${macroId}:${ticketId}:${caller.id}:${Math.floor(now.getTime() / GUARD_MS)}`;
  const runs = () => deps.db.tenant(companyId)('macro_runs');
  const earlier = await runs().where({ runKey }).first();
  if (earlier) return answerEarlier(earlier, idempotencyKey);
  if (!idempotencyKey) await refuseRecent(deps, caller, macroId, ticketId, now);

  // the rows the actions name may have gone since the save: checked again, before any write
  const { steps } = await deps.tickets.actions.checked(companyId, macro.actions);
  const plan = await deps.tickets.actions.plan(
    { companyId, ticketId, actor: caller, key: `macro:${runKey}` },
    steps,
  );
  try {
    const outcomes = await deps.db.transaction(async (trx) => {
      const table = deps.db.tenant(companyId, trx);
      const [runId] = await table('macro_runs').insert({
        macroId,
        ticketId,
        userId: caller.id,
        runKey,
        outcomes: '[]',
        createdAt: now,
      });
      const event: HookEvents['ticket.event'] = {
        companyId,
        ticketId,
        type: 'macro-applied',
        userId: caller.id,
        data: { macroId, macroName: macro.name, actions: macro.actions.map((a) => a.kind) },
        // when the run began: the history lists it before what its actions did
        at: now,
      };
      deps.hooks.afterCommit(trx, () => deps.hooks.notify('ticket.event', event));
      const done = await plan.apply(trx);
      await table('macro_runs')
        .where({ id: runId })
        .update({ outcomes: JSON.stringify(done) });
      return done;
    });
    return { macroId, ticketId, replayed: false, outcomes };
  } catch (err) {
    // the same key committed by a twin request while this one ran (MariaDB waits on its unique row, then fails)
    if (!/unique|duplicate/i.test(String((err as Error).message))) throw err;
    const twin = await runs().where({ runKey }).first();
    if (!twin) throw err;
    return answerEarlier(twin, idempotencyKey);
  }
}

/** the first run's answer again for a retried key; a guard key's twin is a double click, refused */
function answerEarlier(row: Record<string, unknown>, idempotencyKey?: string): MacroRun {
  if (!idempotencyKey) throw new AppError('ERR_MACRO_ALREADY_APPLIED', 409);
  return {
    macroId: Number(row.macroId),
    ticketId: Number(row.ticketId),
    replayed: true,
    outcomes: JSON.parse(String(row.outcomes)) as ActionOutcome[],
  };
}

/** the guard across a boundary of its time slots: any run of the same click within GUARD_MS */
async function refuseRecent(deps: MacroDeps, caller: Caller, macroId: number, ticketId: number, now: Date) {
  const recent = await deps.db
    .tenant(caller.companyId)('macro_runs')
    .where({ macroId, ticketId, userId: caller.id })
    .andWhere('createdAt', '>', new Date(now.getTime() - GUARD_MS))
    .first('id');
  if (recent) throw new AppError('ERR_MACRO_ALREADY_APPLIED', 409);
}
