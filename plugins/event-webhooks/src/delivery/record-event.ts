import { randomUUID } from 'node:crypto';
import { tenant } from '@balcao/core';
import type { WebhookEventName } from '../event-catalogue.js';
import { WebhookSubscription } from '../webhook-models.js';
import type { WebhookDeps } from '../services/webhook-deps.js';
import { activeKey } from '../services/webhook-events.js';

/** A fact one of the sources (listeners/event-sources.ts) reports, with the key that names it. */
export interface WebhookFact {
  companyId: number;
  event: WebhookEventName;
  /** names the fact, not the telling: a hook told twice about it gives the same key (`message:42`) */
  key: string;
  /** what the receiver gets as `data`; read only when a subscription hears the event (undefined: nothing to send) */
  data: () => Promise<Record<string, unknown> | undefined> | Record<string, unknown> | undefined;
}

/**
 * One delivery row per active subscription of the company that hears the event, unique per subscription and
 * fact key (a second telling inserts nothing), each handed to the `deliver` job. Nothing goes over the network
 * here: a listener runs inside the conversation's processing, which must not wait on a receiver.
 */
export async function recordEvent(deps: WebhookDeps, fact: WebhookFact): Promise<number> {
  const { companyId, event, key } = fact;
  const hearing = await activeHearing(deps, companyId, [event]);
  if (!hearing.length) return 0;
  const data = await fact.data();
  if (!data) return 0;
  let recorded = 0;
  for (const subscription of hearing) {
    const deliveryId = randomUUID();
    const now = deps.config.now();
    const body = JSON.stringify({
      id: deliveryId,
      event,
      createdAt: now.toISOString(),
      companyId,
      data,
    });
    const table = () => deps.db.tenant(companyId)('webhookDeliveries');
    await table()
      .insert({
        subscriptionId: subscription.id,
        deliveryId,
        event,
        eventKey: key.slice(0, 191),
        body,
        status: 'pending',
        attempts: 0,
        attemptLimit: deps.config.maxAttempts,
        nextAttemptAt: now.getTime(),
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .onConflict(['subscriptionId', 'eventKey'])
      .ignore();
    const row = await table().where({ deliveryId }).first('id');
    if (!row) continue;
    recorded++;
    await deps.queue.now(companyId, Number(row.id));
  }
  return recorded;
}

/**
 * The company's active subscriptions to any of `events` (a company has a handful: filtered here, not in SQL). Asked
 * on every message and ticket change, so the list is kept in the kernel's cache until a subscription changes.
 */
export async function activeHearing(
  deps: Pick<WebhookDeps, 'cache'>,
  companyId: number,
  events: WebhookEventName[],
) {
  const active = await deps.cache.memo(
    activeKey(companyId),
    async () => await tenant(companyId)(WebhookSubscription).where({ status: 'active' }),
  );
  return active.filter((s) =>
    (JSON.parse(s.events) as string[]).some((e) => events.includes(e as WebhookEventName)),
  );
}
