import type { Knex } from 'knex';
import { AppError } from '@balcao/core';
import type { ActionStep, SystemActor, TicketActionRegistry } from '../actions/ticket-action-registry.js';
import { planTicketActions } from '../actions/plan-ticket-actions.js';
import type { TicketDeps } from '../services/ticket-deps.js';
import type { TicketCommand } from './bot-command.js';

/** One command of a bot on one ticket: `key` is unique per company (`integration:<event key>:<n>`). */
export interface CommandRun {
  companyId: number;
  ticketId: number;
  actor: SystemActor;
  key: string;
}

/** What became of a command; never an exception (a bot's turn goes on). */
export type CommandOutcome =
  | { status: 'applied'; type: string; detail?: Record<string, unknown> }
  | { status: 'refused'; type: string | null; reason: string }
  /** its key had a row: applied or refused before, nothing done now */
  | { status: 'replayed'; type: string | null; outcome: 'applied' | 'refused' };

const isDuplicate = (err: unknown) => /unique|duplicate/i.test(String((err as Error)?.message));

/** the registry's step for a command: the actions macros and automation rules run */
function stepOf(c: TicketCommand): ActionStep {
  switch (c.type) {
    case 'transfer':
      return {
        kind: 'ticket.transfer',
        params: { queueId: c.queueId, ...(c.userId ? { userId: c.userId } : {}) },
      };
    case 'assign':
      return { kind: 'ticket.assign', params: { userId: c.userId } };
    case 'tag':
    case 'untag':
      return {
        kind: c.type === 'tag' ? 'tag.add' : 'tag.remove',
        params: c.tagId ? { tagId: c.tagId } : { name: c.name },
      };
    case 'note':
      return { kind: 'ticket.note', params: { note: c.body } };
    case 'close':
      return { kind: 'ticket.close', params: {} };
  }
}

const typeOf = (raw: unknown) => {
  const type = (raw as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type.slice(0, 40) : null;
};

/**
 * Applies one ticket command through the actions registry as the system (the same checks and writes as a macro or
 * an automation rule): the rows it names must be the company's (another company's queue, user or tag is refused
 * with the owner's 404 code), then it is applied in one transaction with its run row, so a replay under the same
 * key finds the row and does nothing. A refusal is recorded with its reason and answered, never thrown. `within`
 * writes the caller's own changes in the command's transaction (they are not made when it is refused).
 */
export async function applyBotCommand(
  deps: TicketDeps,
  registry: TicketActionRegistry,
  run: CommandRun,
  command: TicketCommand,
  within?: (trx: Knex.Transaction) => Promise<void>,
): Promise<CommandOutcome> {
  const prior = await runs(deps, run.companyId).where({ runKey: run.key }).first('outcome');
  if (prior) return { status: 'replayed', type: command.type, outcome: prior.outcome };
  try {
    const steps = registry.parse([stepOf(command)], 'command');
    const plan = await planTicketActions(deps, registry, run, steps);
    const [done] = await deps.db.transaction(async (trx) => {
      // first: a twin run of the same key waits on this row (MariaDB) or fails on it, before any write
      await runs(deps, run.companyId, trx).insert(rowOf(run, command, 'applied', null, null));
      const outcomes = await plan.apply(trx);
      // the caller's own writes, with the command or not at all (a bot letting go of the ticket it transferred)
      await within?.(trx);
      await runs(deps, run.companyId, trx)
        .where({ runKey: run.key })
        .update({ detail: JSON.stringify(outcomes[0]?.detail ?? {}) });
      return outcomes;
    });
    return { status: 'applied', type: command.type, ...(done?.detail ? { detail: done.detail } : {}) };
  } catch (err) {
    if (isDuplicate(err)) return { status: 'replayed', type: command.type, outcome: 'applied' };
    if (!(err instanceof AppError))
      deps.log.error({ err, key: run.key, ticketId: run.ticketId }, 'a bot command failed');
    const reason = err instanceof AppError ? err.code : 'ERR_INTERNAL';
    // not the company's ticket: nothing of it is written under the company (a caller's mistake, logged)
    if (reason === 'ERR_NO_TICKET_FOUND') {
      deps.log.warn(
        { key: run.key, ticketId: run.ticketId },
        'a bot command named a ticket not of the company',
      );
      return { status: 'refused', type: command.type, reason };
    }
    const details = err instanceof AppError ? (err.details ?? null) : null;
    return refuseBotCommand(deps, run, command, reason, details);
  }
}

/**
 * Records a command that is not applied (invalid, unknown, or refused by a check) and answers the refusal: a
 * replay finds the row. A database that cannot take the row is logged; the bot's turn still goes on.
 */
export async function refuseBotCommand(
  deps: Pick<TicketDeps, 'db' | 'log'>,
  run: CommandRun,
  raw: unknown,
  reason: string,
  details: unknown = null,
): Promise<CommandOutcome> {
  deps.log.warn(
    { key: run.key, ticketId: run.ticketId, reason, source: run.actor.system },
    'bot command refused',
  );
  const outcome: CommandOutcome = { status: 'refused', type: typeOf(raw), reason };
  try {
    const prior = await runs(deps, run.companyId).where({ runKey: run.key }).first('outcome');
    if (prior) return { status: 'replayed', type: typeOf(raw), outcome: prior.outcome };
    await runs(deps, run.companyId).insert(rowOf(run, raw, 'refused', reason, details));
  } catch (err) {
    if (!isDuplicate(err)) deps.log.error({ err, key: run.key }, 'a refused bot command was not recorded');
  }
  return outcome;
}

/** A recorded command, as `commands.runs` answers it (oldest first). */
export interface CommandRecord {
  key: string;
  source: string;
  sourceRef: number | null;
  command: unknown;
  outcome: 'applied' | 'refused';
  reason: string | null;
  detail: unknown;
  createdAt: Date;
}

export async function commandRuns(
  deps: Pick<TicketDeps, 'db'>,
  companyId: number,
  ticketId: number,
): Promise<CommandRecord[]> {
  const rows = await runs(deps, companyId).where({ ticketId }).orderBy('id');
  const json = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : (v ?? null));
  return rows.map((r: Record<string, unknown>) => ({
    key: String(r.runKey),
    source: String(r.source),
    sourceRef: r.sourceRef == null ? null : Number(r.sourceRef),
    command: json(r.command),
    outcome: r.outcome as 'applied' | 'refused',
    reason: (r.reason as string | null) ?? null,
    detail: json(r.detail),
    createdAt: new Date(r.createdAt as string),
  }));
}

const runs = (
  deps: Pick<TicketDeps, 'db'>,
  companyId: number,
  trx?: Parameters<TicketDeps['db']['tenant']>[1],
) => deps.db.tenant(companyId, trx)('botCommandRuns');

function rowOf(
  run: CommandRun,
  command: unknown,
  outcome: 'applied' | 'refused',
  reason: string | null,
  details: unknown,
) {
  let text: string;
  try {
    text = JSON.stringify(command ?? null).slice(0, 10_000);
  } catch {
    text = 'null';
  }
  return {
    ticketId: run.ticketId,
    runKey: run.key.slice(0, 191),
    source: run.actor.system.slice(0, 40),
    sourceRef: run.actor.ref ?? null,
    command: text,
    outcome,
    reason: reason?.slice(0, 300) ?? null,
    detail: details == null ? null : JSON.stringify(details),
    createdAt: new Date(),
  };
}
