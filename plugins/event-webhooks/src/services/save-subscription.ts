import { randomBytes } from 'node:crypto';
import { tenant } from '@balcao/core';
import type { SubscriptionChanges, SubscriptionFields } from '../webhook-schemas.js';
import { WebhookDelivery, WebhookSubscription } from '../webhook-models.js';
import { findSubscription, showSubscription } from './find-subscriptions.js';
import { sealAddress, toWire } from './subscription-wire.js';
import type { SubscriptionWire } from '../contracts.js';
import { emitSubscription } from './webhook-events.js';
import type { WebhookDeps } from './webhook-deps.js';

/**
 * A new subscription with a generated signing secret (32 random bytes, hex), answered in full this once. A URL
 * the egress guard refuses on its face is 400 ERR_EGRESS_URL_REFUSED, before anything is written.
 */
export async function createSubscription(
  deps: WebhookDeps,
  companyId: number,
  fields: SubscriptionFields,
): Promise<SubscriptionWire> {
  deps.egress.ensureAllowed(fields.url, 'url');
  const secret = randomBytes(32).toString('hex');
  const row = await deps.db.transaction(async (trx) => {
    const inserted = await tenant(
      companyId,
      trx,
    )(WebhookSubscription).insertAndFetch({
      url: fields.url,
      description: fields.description ?? '',
      events: JSON.stringify(fields.events),
      // sealed for its own id, known only after the insert
      secretSealed: '',
      status: 'active',
      consecutiveFailures: 0,
    });
    return tenant(
      companyId,
      trx,
    )(WebhookSubscription).patchAndFetchById(inserted.id, {
      secretSealed: deps.secrets.seal(secret, sealAddress(inserted)),
    });
  });
  emitSubscription(deps, companyId, { action: 'create', subscription: toWire(deps.secrets, row) });
  return toWire(deps.secrets, row, undefined, { revealSecret: true });
}

/** Changes what was sent; `status: 'active'` resumes a paused subscription and forgets its failures. */
export async function updateSubscription(
  deps: WebhookDeps,
  companyId: number,
  id: number,
  changes: SubscriptionChanges,
): Promise<SubscriptionWire> {
  if (changes.url !== undefined) deps.egress.ensureAllowed(changes.url, 'url');
  const current = await findSubscription(companyId, id);
  const { events, status, ...rest } = changes;
  const resumed = status === 'active' && current.status !== 'active';
  const paused = status === 'paused' && current.status !== 'paused';
  await tenant(companyId)(WebhookSubscription)
    .patch({
      ...rest,
      ...(events ? { events: JSON.stringify(events) } : {}),
      ...(status ? { status } : {}),
      ...(resumed ? { consecutiveFailures: 0, pausedAt: null } : {}),
      ...(paused ? { pausedAt: deps.config.now().getTime() } : {}),
    })
    .where({ id });
  const subscription = await showSubscription(deps, companyId, id);
  emitSubscription(deps, companyId, { action: 'update', subscription });
  return subscription;
}

/** Its deliveries go with it. */
export async function deleteSubscription(deps: WebhookDeps, companyId: number, id: number): Promise<void> {
  await findSubscription(companyId, id);
  await deps.db.transaction(async (trx) => {
    await tenant(companyId, trx)(WebhookDelivery).delete().where({ subscriptionId: id });
    await tenant(companyId, trx)(WebhookSubscription).deleteById(id);
  });
  emitSubscription(deps, companyId, { action: 'delete', id });
}
