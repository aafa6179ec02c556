import type { PluginContext } from '@balcao/core';
import type { TicketServices } from '@balcao/plugin-tickets';
import type { Act } from '../engine/act.js';
import type { DeliveryJobData } from './delivery-queue.js';
import { replyActions } from './webhook-reply.js';

export interface LateReplyDeps {
  tickets: Pick<TicketServices, 'peek'>;
  log: PluginContext['log'];
  /** the engine's own sending (engine/act.ts): the same keys, delays and hand-over checks as the step's */
  act: Act;
}

/**
 * A receiver's reply that came on a retry, after the contact's message was processed: sent as the integration's
 * answer with the delivery id as its event key (`integration:<deliveryId>:<n>`, so a job run twice sends once),
 * its hand-over applied. Only while the bot still has the ticket (pending, nobody on it, still driven by this
 * integration): an attendant who picked the conversation up meanwhile, or a hand-over since, is not talked over.
 */
export async function sendLateReply(
  deps: LateReplyDeps,
  data: DeliveryJobData,
  reply: unknown,
): Promise<void> {
  const actions = replyActions(reply);
  if (!actions.length) return;
  const { companyId, ticketId, integrationId, deliveryId } = data;
  const ticket = await deps.tickets.peek(companyId, ticketId);
  const botsStill =
    ticket &&
    ticket.status === 'pending' &&
    !ticket.userId &&
    Boolean(ticket.useIntegration) &&
    Number(ticket.integrationId) === integrationId;
  if (!botsStill) {
    deps.log.info({ deliveryId, ticketId }, 'webhook reply dropped: the ticket is no longer the bot’s');
    return;
  }
  await deps.act(companyId, ticketId, integrationId, deliveryId, actions);
}
