import { planAllows } from '@balcao/core';
import type { PluginContext } from '@balcao/core';
import type { TicketServices } from '@balcao/plugin-tickets';
import type { Act } from '../engine/act.js';
import { deliveryConfig } from './delivery-config.js';
import type { DeliveryJobData, DeliveryQueue } from './delivery-queue.js';
import { postDelivery } from './post-delivery.js';
import { retryDelayMs } from './retry-delay.js';
import { sendLateReply } from './late-reply.js';

/**
 * The `integrations.deliver` job: the tries of an n8n/webhook delivery after the runner's inline one failed. Each
 * run makes one try and, when it is worth another, schedules the next run (its own job, unique per delivery and
 * try, so a replayed inbound event does not double it). The receiver's reply, when one comes, reaches the contact
 * through the engine's own sending (`act`, late-reply.ts). A refusal (4xx) or the fifth failed try ends the delivery as a failed job,
 * listed with its reason on the jobs screen. Answers the kernel's queue of deliveries, for the webhook runner.
 */
export function defineDeliveryJob(ctx: PluginContext, act: Act): DeliveryQueue {
  const schedule = async (data: DeliveryJobData, retryAfter: string | null) => {
    const at = new Date(Date.now() + retryDelayMs(data.try, retryAfter));
    await ctx.jobs.unique('deliver', data, ['deliveryId', 'try'], at);
  };

  ctx.jobs.define<DeliveryJobData>('deliver', async ({ data, log }) => {
    // the plugin has no plugin-level planFlag (routes.ts says why), so the kernel's tenant gate does not apply
    if (!(await planAllows(ctx.knex, data.companyId, 'useIntegrations'))) {
      log.info({ deliveryId: data.deliveryId }, 'delivery dropped: the plan no longer has useIntegrations');
      return;
    }
    const outcome = await postDelivery(ctx.egress.fetch, data, deliveryConfig.jobTimeoutMs());
    const about = { deliveryId: data.deliveryId, ticketId: data.ticketId, try: data.try };
    if (outcome.kind === 'delivered') {
      log.info(about, 'webhook delivered');
      await sendLateReply(
        { tickets: ctx.services<TicketServices>('tickets'), log, act },
        data,
        outcome.reply,
      );
      return;
    }
    if (outcome.kind === 'refused')
      throw new Error(`the receiver refused the delivery: HTTP ${outcome.status}`);
    if (outcome.kind === 'blocked')
      throw new Error(`the egress guard refused the delivery: ${outcome.reason}`);
    if (data.try >= deliveryConfig.maxTries)
      throw new Error(`gave up after ${data.try} tries, the last: ${outcome.reason}`);
    log.warn({ ...about, reason: outcome.reason }, 'webhook delivery failed; retrying later');
    await schedule({ ...data, try: data.try + 1 }, outcome.retryAfter);
  });

  return { retryLater: schedule };
}
