import { bindDeps } from '@balcao/core';
import { attemptDelivery } from '../delivery/attempt-delivery.js';
import { deliverDue } from '../delivery/deliver-due.js';
import { activeHearing, recordEvent, type WebhookFact } from '../delivery/record-event.js';
import type { WebhookEventName } from '../event-catalogue.js';
import { listDeliveries } from './find-deliveries.js';
import { listSubscriptions, showSubscription } from './find-subscriptions.js';
import { replayDelivery } from './replay-delivery.js';
import { createSubscription, deleteSubscription, updateSubscription } from './save-subscription.js';
import type { WebhookDeps } from './webhook-deps.js';

/** The services bound to the kernel: what the routes, the listeners and the jobs call, and what setup returns. */
export function webhookServices(deps: WebhookDeps) {
  return {
    ...bindDeps(deps, { list: listSubscriptions, find: showSubscription, replay: replayDelivery }),
    ...bindDeps(deps, { create: createSubscription, update: updateSubscription, delete: deleteSubscription }),
    deliveries: (companyId: number, subscriptionId: number, pageNumber = 1) =>
      listDeliveries(companyId, subscriptionId, pageNumber),
    /** a fact for the subscriptions that hear it (the listeners call it) */
    record: (fact: WebhookFact) => recordEvent(deps, fact),
    /** whether an active subscription of the company hears any of these events */
    hears: async (companyId: number, events: WebhookEventName[]) =>
      (await activeHearing(deps, companyId, events)).length > 0,
    /** the next try of one delivery, if due (the `deliver` job) */
    attempt: (companyId: number, id: number) => attemptDelivery(deps, companyId, id),
    /** every due try of every company (the `sweep` job; tests, after moving the clock) */
    deliverDue: () => deliverDue(deps),
  };
}

export type WebhookServices = ReturnType<typeof webhookServices>;
