import type { Knex } from 'knex';
import { isTicketCommand, stopsTheBot, waitMs, type SystemActor } from '@balcao/plugin-tickets';
import type { RunnerAction } from '../runners/runner.js';
import type { EngineDeps } from './engine-deps.js';
import { fetchMedia } from './fetch-media.js';

export interface ActionTarget {
  companyId: number;
  ticketId: number;
  integrationId: number;
  /** what caused these actions (the inbox event's id): the sends' idempotency keys derive from it */
  eventKey: string;
  /** ms between two messages (typebotDelayMessage) unless an action says its own */
  delayMs: number;
  /** the integration's name: who the timeline says did a command's change */
  label?: string;
}

export type ActionOutcome = 'continues' | 'handover' | 'end';

/** What sending needs of the engine: the step and the delivery job's late replies both come through here. */
export type ActionDeps = Pick<EngineDeps, 'db' | 'log' | 'tickets' | 'sleep' | 'fetch'>;

/**
 * Sends a runner's actions in order through TicketServices.send, `integration:<event>:<n>` each (a replay sends
 * nothing twice), waiting `delayMs` between two messages; stops at a handover or an end and applies it: the ticket
 * leaves the bot (useIntegration off, integrationId and promptId cleared), to the queue or user named. Commands
 * run through tickets' `commands` under the same keys (a replay applies nothing twice); a transfer, an assign or a
 * close that ran (or was refused) also takes the ticket off the bot and ends the list.
 */
export async function performActions(
  deps: ActionDeps,
  target: ActionTarget,
  actions: RunnerAction[],
): Promise<ActionOutcome> {
  const { companyId, ticketId, eventKey } = target;
  let sent = 0;
  for (const [n, action] of actions.entries()) {
    const idempotencyKey = `integration:${eventKey}:${n}`;
    if (action.type === 'text' || action.type === 'media') {
      if (sent++ > 0)
        await deps.sleep(action.type === 'text' ? (action.delayMs ?? target.delayMs) : target.delayMs);
      if (action.type === 'text') {
        if (action.body.trim())
          await deps.tickets.send(companyId, ticketId, { body: action.body, idempotencyKey });
        continue;
      }
      const media = await fetchMedia(deps.fetch, action.url, action.mediaType).catch((err: unknown) => {
        deps.log.warn({ err, url: action.url }, 'integration media not fetched; its link is sent instead');
        return undefined;
      });
      const out = media
        ? { media, body: action.caption ?? '', idempotencyKey }
        : { body: [action.caption, action.url].filter(Boolean).join('\n'), idempotencyKey };
      await deps.tickets.send(companyId, ticketId, out);
      continue;
    }
    if (action.type === 'command' || action.type === 'refused-command') {
      if (await command(deps, target, idempotencyKey, action)) return 'handover';
      continue;
    }
    if (action.type === 'handover') {
      await handOver(deps, target, action);
      return 'handover';
    }
    await leave(deps, target, {});
    return 'end';
  }
  return 'continues';
}

/** One command of the list; answers whether the ticket now leaves the bot. */
async function command(
  deps: ActionDeps,
  target: ActionTarget,
  key: string,
  action: Extract<RunnerAction, { type: 'command' | 'refused-command' }>,
): Promise<boolean> {
  const actor: SystemActor = {
    system: 'integration',
    companyId: target.companyId,
    ref: target.integrationId,
    ...(target.label ? { label: target.label } : {}),
  };
  const run = { companyId: target.companyId, ticketId: target.ticketId, actor, key };
  if (action.type === 'refused-command') {
    await deps.tickets.commands.refuse(run, action.raw, action.reason);
    return false;
  }
  const { command: c } = action;
  if (c.type === 'wait') {
    await deps.sleep(waitMs(c));
    return false;
  }
  if (!isTicketCommand(c)) return false;
  const stops = stopsTheBot(c);
  // a transfer and the bot letting go in one transaction: no turn sees the ticket moved and still the bot's
  const outcome = await deps.tickets.commands.apply(
    run,
    c,
    stops ? (trx) => leaveIn(deps, target, trx, {}) : undefined,
  );
  deps.log.info({ ...target, key, command: c.type, outcome }, 'integration command');
  // refused (or applied before a crash, replayed now), the bot still asked to let go: it stops talking, as after a
  // hand-over to a foreign queue
  if (stops && outcome.status !== 'applied') await leave(deps, target, {});
  return stops;
}

/**
 * The one place a hand-over's target is checked (the step, a dialogflow payload and a webhook's late reply all
 * come here): the named queue and user must be the company's; one that is not is left out (and logged), never
 * trusted, and the ticket still leaves the bot.
 */
async function handOver(deps: ActionDeps, target: ActionTarget, to: { queueId?: number; userId?: number }) {
  const t = deps.db.tenant(target.companyId);
  const changes: Record<string, unknown> = {};
  if (to.queueId && (await t('queues').where({ id: to.queueId }).first('id'))) changes.queueId = to.queueId;
  if (to.userId && (await t('users').where({ id: to.userId }).first('id'))) {
    changes.userId = to.userId;
    // a ticket with its attendant is being attended (pending tickets have nobody)
    changes.status = 'open';
  }
  if (Object.keys(changes).length < (to.queueId ? 1 : 0) + (to.userId ? 1 : 0))
    deps.log.warn({ ...target, to }, 'an integration handed over to a queue or user not of the company');
  await leave(deps, target, { ...changes, chatbot: false, queueOptionId: null });
}

const leave = (deps: ActionDeps, target: ActionTarget, changes: Record<string, unknown>) =>
  deps.db.transaction((trx) => leaveIn(deps, target, trx, changes));

/** the ticket off the bot (no integration, no prompt) and the session ended, in `trx` */
async function leaveIn(
  deps: ActionDeps,
  target: ActionTarget,
  trx: Knex.Transaction,
  changes: Record<string, unknown>,
) {
  await deps.tickets.change(
    target.companyId,
    target.ticketId,
    { ...changes, useIntegration: false, integrationId: null, promptId: null },
    trx,
  );
  await deps.db
    .tenant(
      target.companyId,
      trx,
    )('integration_sessions')
    .where({ ticketId: target.ticketId, integrationId: target.integrationId })
    .update({ ended: true, updatedAt: new Date() });
}
