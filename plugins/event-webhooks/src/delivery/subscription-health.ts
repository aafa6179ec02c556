import { tenant } from '@balcao/core';
import { WebhookDelivery, WebhookSubscription } from '../webhook-models.js';
import { showSubscription } from '../services/find-subscriptions.js';
import { emitSubscription } from '../services/webhook-events.js';
import type { WebhookDeps } from '../services/webhook-deps.js';

/** A try got through: the run of failures starts over. */
export async function countSuccess(deps: WebhookDeps, s: WebhookSubscription): Promise<void> {
  await tenant(s.companyId)(WebhookSubscription).patch({ consecutiveFailures: 0 }).where({ id: s.id });
  await announce(deps, s);
}

/**
 * A try failed: one more in the subscription's run. At `pauseAfter` in a row the receiver counts as down: the
 * subscription is paused (only an admin resumes it), what was still pending for it fails, and the company's admins
 * hear it (the screen's notice). Answers whether this failure paused it.
 */
export async function countFailure(deps: WebhookDeps, s: WebhookSubscription): Promise<boolean> {
  const subscriptions = () => tenant(s.companyId)(WebhookSubscription).where({ id: s.id });
  await subscriptions().increment('consecutiveFailures', 1);
  const now = deps.config.now().getTime();
  const paused = await subscriptions()
    .where({ status: 'active' })
    .where('consecutiveFailures', '>=', deps.config.pauseAfter)
    .patch({ status: 'paused', pausedAt: now });
  if (paused) {
    deps.log.warn(
      { companyId: s.companyId, subscriptionId: s.id },
      'webhook receiver down: subscription paused',
    );
    await tenant(s.companyId)(WebhookDelivery)
      .where({ subscriptionId: s.id, status: 'pending' })
      .patch({ status: 'failed', error: 'Subscription paused', nextAttemptAt: null });
  }
  await announce(deps, s);
  return paused > 0;
}

/** the screen's row shows the last delivery: every try changes it */
async function announce(deps: WebhookDeps, s: WebhookSubscription) {
  const subscription = await showSubscription(deps, s.companyId, s.id);
  emitSubscription(deps, s.companyId, { action: 'update', subscription });
}
