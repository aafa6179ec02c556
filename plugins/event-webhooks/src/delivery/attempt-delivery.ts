import { tenant } from '@balcao/core';
import { WebhookDelivery, WebhookSubscription } from '../webhook-models.js';
import { deliveryWire } from '../services/delivery-wire.js';
import { openSecret } from '../services/subscription-wire.js';
import { emitDelivery } from '../services/webhook-events.js';
import type { WebhookDeps } from '../services/webhook-deps.js';
import { countFailure, countSuccess } from './subscription-health.js';
import { postWebhook } from './post-webhook.js';
import { retryDelayMs } from './retry-delay.js';

/** how long a try holds its delivery: a process that died mid-try leaves it to be tried again after this */
const LEASE_MS = 5 * 60_000;

/** What a call came to: nothing due (another process has it, or it is done), or one try made. */
export type AttemptResult =
  | { tried: false }
  | { tried: true; status: WebhookDelivery['status']; attempts: number; nextAttemptAt: Date | null };

/**
 * Makes the next try of one delivery if it is due by the delivery clock. The delivery is claimed first (its next
 * try moved a lease ahead, only if it was still due), so the job and the sweep never send it twice at once.
 * Then one POST, its outcome written, the subscription's run of failures counted (and paused at the limit).
 */
export async function attemptDelivery(
  deps: WebhookDeps,
  companyId: number,
  id: number,
): Promise<AttemptResult> {
  const now = deps.config.now();
  const claimed = await tenant(companyId)(WebhookDelivery)
    .patch({ nextAttemptAt: now.getTime() + LEASE_MS })
    .where({ id, status: 'pending' })
    .where('nextAttemptAt', '<=', now.getTime());
  if (!claimed) return { tried: false };
  const delivery = (await tenant(companyId)(WebhookDelivery).findById(id))!;
  const subscription = await tenant(companyId)(WebhookSubscription).findById(delivery.subscriptionId);
  if (subscription?.status !== 'active') {
    await finish(deps, companyId, id, {
      status: 'failed',
      error: 'Subscription paused',
      nextAttemptAt: null,
    });
    return { tried: true, status: 'failed', attempts: delivery.attempts, nextAttemptAt: null };
  }
  const outcome = await postWebhook(
    deps.egress.fetch,
    {
      url: subscription.url,
      event: delivery.event,
      deliveryId: delivery.deliveryId,
      body: delivery.body,
      secret: openSecret(deps.secrets, subscription),
      at: now,
    },
    deps.config.timeoutMs,
  );
  const attempts = delivery.attempts + 1;
  const tried = { attempts, lastAttemptAt: now.getTime(), statusCode: outcome.statusCode };
  const about = { companyId, deliveryId: delivery.deliveryId, attempt: attempts };
  if (outcome.ok) {
    deps.log.info(about, 'webhook delivered');
    await finish(deps, companyId, id, {
      ...tried,
      status: 'succeeded',
      responseExcerpt: outcome.excerpt,
      error: null,
      nextAttemptAt: null,
    });
    await countSuccess(deps, subscription);
    return { tried: true, status: 'succeeded', attempts, nextAttemptAt: null };
  }
  deps.log.warn({ ...about, reason: outcome.reason }, 'webhook delivery failed');
  const next =
    attempts < delivery.attemptLimit ? new Date(now.getTime() + retryDelayMs(deps.config, attempts)) : null;
  const status = next ? 'pending' : 'failed';
  await finish(deps, companyId, id, {
    ...tried,
    status,
    responseExcerpt: outcome.excerpt,
    error: outcome.error,
    nextAttemptAt: next?.getTime() ?? null,
  });
  // a pause fails what was still pending for the subscription, this delivery included
  const paused = await countFailure(deps, subscription);
  if (paused) return { tried: true, status: 'failed', attempts, nextAttemptAt: null };
  return { tried: true, status, attempts, nextAttemptAt: next };
}

async function finish(
  deps: WebhookDeps,
  companyId: number,
  id: number,
  patch: Partial<
    Pick<
      WebhookDelivery,
      'status' | 'attempts' | 'lastAttemptAt' | 'statusCode' | 'responseExcerpt' | 'error' | 'nextAttemptAt'
    >
  >,
) {
  const row = await tenant(companyId)(WebhookDelivery).patchAndFetchById(id, patch);
  emitDelivery(deps, companyId, deliveryWire(row));
}
