import type { EgressFetch } from '@balcao/core';
import { deliveryConfig } from '../delivery/delivery-config.js';
import { deliveryIdOf, deliveryMessage } from '../delivery/delivery-message.js';
import type { DeliveryQueue } from '../delivery/delivery-queue.js';
import { postDelivery, type DeliveryRequest } from '../delivery/post-delivery.js';
import { signBody } from '../delivery/signature.js';
import { replyActions } from '../delivery/webhook-reply.js';
import type { Runner, RunnerInput, RunnerResult } from './runner.js';

/**
 * n8n and webhook integrations (one runner): the contact's message is POSTed, signed, to the integration's URL.
 * The first try happens here, while the message is processed, and waits a few seconds: a receiver that answers
 * 2xx at once with `{ replies, handover }` is answered right away by the integration step. Any other outcome
 * worth a retry (network, timeout, 5xx, 429) goes to the `deliver` job, which keeps trying with backoff and sends
 * a late reply itself (through the step's own sending, see late-reply.ts); a refusal (other 4xx) throws, so the ticket falls back to the normal queue flow.
 */
export const webhookRunner = (deliveries: DeliveryQueue, fetch: EgressFetch): Runner => ({
  async run(input: RunnerInput): Promise<RunnerResult> {
    const { integration } = input;
    if (!integration.urlN8N) throw new Error(`integration ${integration.id} has no URL to deliver to`);
    if (!integration.secret) throw new Error(`integration ${integration.id} has no signing secret`);
    const body = JSON.stringify(deliveryMessage(input));
    const request: DeliveryRequest = {
      url: integration.urlN8N,
      deliveryId: deliveryIdOf(input),
      body,
      signature: signBody(body, integration.secret),
    };
    const outcome = await postDelivery(fetch, request, deliveryConfig.inlineTimeoutMs());
    if (outcome.kind === 'delivered') return { actions: replyActions(outcome.reply) };
    // an address the guard refuses stays refused: no retry, the ticket falls back to the queue flow
    if (outcome.kind === 'blocked')
      throw new Error(`integration ${integration.id}: the egress guard refused it (${outcome.reason})`);
    if (outcome.kind === 'refused')
      throw new Error(
        `the receiver of integration ${integration.id} refused the message: HTTP ${outcome.status}`,
      );
    const retry = {
      ...request,
      companyId: input.companyId,
      ticketId: input.ticket.id,
      integrationId: integration.id,
      try: 2,
    };
    // the bot keeps the conversation: the job answers when the receiver does, once the step saved the turn (a
    // retry run before that commit would find the ticket not yet the bot's and drop the reply)
    return { actions: [], afterSave: () => deliveries.retryLater(retry, outcome.retryAfter) };
  },
});
