import { crossTenant } from '@balcao/core';
import { WebhookDelivery } from '../webhook-models.js';
import type { WebhookDeps } from '../services/webhook-deps.js';
import { attemptDelivery } from './attempt-delivery.js';

/** deliveries one sweep tries at most; the next sweep takes the rest */
const BATCH = 100;

/**
 * The sweep: every delivery of an active company whose try is due by the delivery clock, tried once each. It
 * catches what the `deliver` job missed (a process that died between recording and scheduling, a lease that ran
 * out) and is how tests move through the retries without waiting: they move the clock and sweep. Answers how many
 * tries were made.
 */
export async function deliverDue(deps: WebhookDeps): Promise<number> {
  const due = await crossTenant(WebhookDelivery)
    .join('companies', 'companies.id', 'webhook_deliveries.company_id')
    .where('companies.status', true)
    .where('webhook_deliveries.status', 'pending')
    .where('webhook_deliveries.nextAttemptAt', '<=', deps.config.now().getTime())
    .orderBy('webhook_deliveries.nextAttemptAt')
    .limit(BATCH)
    .select('webhook_deliveries.id', 'webhook_deliveries.companyId');
  let tried = 0;
  for (const d of due) if ((await attemptDelivery(deps, d.companyId, d.id)).tried) tried++;
  return tried;
}
