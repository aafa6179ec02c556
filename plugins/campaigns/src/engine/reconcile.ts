import type { CampaignDeps } from '../services/campaign-deps.js';
import { mainKey } from './send-shipping.js';

const SETTLED_SENT = ['sent', 'delivered', 'read'];

/**
 * Rows the outbox settled but the `outbox.status` hook never recorded: the hook runs in memory after the outbox's
 * commit, so a process killed in between leaves the row 'queued' and the campaign short of FINALIZADA. They are
 * read back from the outbox by their keys. Returns how many rows moved.
 */
export async function reconcileQueued(deps: CampaignDeps, companyId: number, campaignId: number) {
  const t = deps.db.tenant(companyId);
  const queued = (await t('campaign_shipping')
    .where({ campaignId, status: 'queued' })
    .orderBy('id')
    .limit(500)
    .select('id')) as Array<{ id: number }>;
  if (!queued.length) return 0;
  const byKey = new Map(queued.map((r) => [mainKey(r.id), r.id]));
  const settled = (await deps.channels.outboxByKeys(companyId, [...byKey.keys()])).filter(
    (o) => o.status === 'failed' || SETTLED_SENT.includes(o.status),
  );
  const now = new Date();
  let moved = 0;
  for (const o of settled) {
    const row = t('campaign_shipping').where({ id: byKey.get(o.idempotencyKey!)!, status: 'queued' });
    moved += SETTLED_SENT.includes(o.status)
      ? await row.update({
          status: 'delivered',
          deliveredAt: o.sentAt == null ? now : new Date(o.sentAt),
          updatedAt: now,
        })
      : await row.update({
          status: 'failed',
          error: (o.lastError ?? 'ERR_SENDING_WAPP_MSG').slice(0, 500),
          updatedAt: now,
        });
  }
  return moved;
}
