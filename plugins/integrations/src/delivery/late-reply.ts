import type { Knex } from 'knex';
import type { PluginContext, TenantDb } from '@balcao/core';
import type { TicketServices } from '@balcao/plugin-tickets';
import type { RunnerAction } from '../runners/runner.js';
import type { DeliveryJobData } from './delivery-queue.js';
import { replyActions } from './webhook-reply.js';

type Logger = PluginContext['log'];

export interface LateReplyDeps {
  knex: Knex;
  db: TenantDb;
  tickets: TicketServices;
  log: Logger;
}

/**
 * A receiver's reply that came on a retry, after the contact's message was processed: sent in the ticket (keys
 * `integration-delivery:<deliveryId>:<n>`, so a job run twice sends once) and its hand-over applied, in one
 * transaction. Only while the bot still has the ticket (pending, nobody took it): an attendant who picked the
 * conversation up meanwhile is not talked over.
 */
export async function sendLateReply(
  deps: LateReplyDeps,
  data: DeliveryJobData,
  reply: unknown,
): Promise<void> {
  const actions = replyActions(reply);
  if (!actions.length) return;
  const { companyId, ticketId, deliveryId } = data;
  const ticket = (await deps.db
    .tenant(companyId)('tickets')
    .where({ id: ticketId })
    .first('status', 'userId')) as { status: string; userId: number | null } | undefined;
  if (!ticket || ticket.status !== 'pending' || ticket.userId) {
    deps.log.info({ deliveryId, ticketId }, 'webhook reply dropped: the ticket is no longer the bot’s');
    return;
  }
  await deps.knex.transaction(async (trx) => {
    for (const [n, action] of actions.entries()) await apply(deps, data, action, n, trx);
  });
}

async function apply(
  deps: LateReplyDeps,
  { companyId, ticketId, deliveryId }: DeliveryJobData,
  action: RunnerAction,
  n: number,
  trx: Knex.Transaction,
) {
  if (action.type === 'text')
    await deps.tickets.send(
      companyId,
      ticketId,
      { body: action.body, idempotencyKey: `integration-delivery:${deliveryId}:${n}` },
      trx,
    );
  if (action.type === 'handover') {
    // the ids come from outside: only this company's queue and user are taken, others are ignored
    const t = deps.db.tenant(companyId, trx);
    const queue = action.queueId && (await t('queues').where({ id: action.queueId }).first('id'));
    const user = action.userId && (await t('users').where({ id: action.userId }).first('id'));
    if ((action.queueId && !queue) || (action.userId && !user))
      deps.log.warn(
        { deliveryId, ticketId, handover: action },
        'webhook hand-over names an unknown queue or user',
      );
    await deps.tickets.change(
      companyId,
      ticketId,
      {
        ...(queue ? { queueId: action.queueId } : {}),
        ...(user ? { userId: action.userId } : {}),
        useIntegration: false,
        integrationId: null,
        promptId: null,
      },
      trx,
    );
  }
}
