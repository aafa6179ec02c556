import { campaignConfig } from '../config.js';
import type { CampaignDeps } from '../services/campaign-deps.js';
import { onOutboxStatus } from './outbox-status.js';
import { parseShippingKey } from './send-shipping.js';
import type { OutboxRecord } from './send-stats.js';

/**
 * Whether the campaign has taken in the failure of its last message. The outbox commits the failure before its
 * `outbox.status` hook runs, and that hook is what pauses the campaign for a 463 or a rate limit: a run that went
 * on at once would send the next message into the very refusal. The listener marks the row failed after pausing,
 * so the row says when it is done. A hook lost with its process (it runs in memory) is replayed here after a grace.
 */
export async function failureRecorded(
  deps: CampaignDeps,
  companyId: number,
  message: OutboxRecord,
): Promise<boolean> {
  const key = parseShippingKey(message.idempotencyKey);
  if (!key) return true;
  const row = (await deps.db
    .tenant(companyId)('campaign_shipping')
    .where({ id: key.shippingId })
    .first('status')) as { status: string } | undefined;
  if (!row || row.status === 'failed') return true;
  // from the outbox row's updatedAt (whole seconds on MariaDB); a clock that puts the failure in the future must
  // not hold the campaign: replay it then too
  const age = Date.now() - new Date(message.updatedAt).getTime();
  if (age >= 0 && age < campaignConfig.listenerGraceMs) return false;
  await onOutboxStatus(deps, message);
  return true;
}
