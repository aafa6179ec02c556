import { type ChannelHookEvents, tenant } from '@balcao/core';
import { Campaign } from '../campaign-model.js';
import { campaignConfig } from '../config.js';
import { isRateLimitError, rateLimitBackoff } from '../pacing/index.js';
import { readCampaignSettings } from '../settings/index.js';
import type { CampaignDeps } from '../services/campaign-deps.js';
import { emitCampaign, emitProgress } from '../services/campaign-events.js';
import { finishIfDone } from './finish.js';
import { readReach } from './reach-limits.js';
import { parseShippingKey } from './send-shipping.js';

type StatusEvent = ChannelHookEvents['outbox.status'];

/**
 * Follows the campaign messages through the outbox (`outbox.status`, keys `campaign:<shippingId>:main|confirm`):
 * the main message sent -> the row is delivered; a message failed for good -> the row failed with the error;
 * a try refused with a rate-limit error -> the campaign pauses ('rate-limit', doubling while they repeat);
 * a send refused with 463 (reach-out timelock), at once or in its receipt after it counted as delivered -> the
 * row failed and the campaign pauses ('timelock') until the timelock's end WhatsApp stated, or for
 * timelockPauseHours when it stated none.
 */
export async function onOutboxStatus(deps: CampaignDeps, e: StatusEvent) {
  const key = parseShippingKey(e.idempotencyKey);
  if (!key) return;
  const { shippingId, kind } = key;
  const t = deps.db.tenant(e.companyId);
  const row = (await t('campaign_shipping').where({ id: shippingId }).first('campaignId', 'status')) as
    { campaignId: number; status: string } | undefined;
  if (!row) return;
  const now = new Date();
  let moved = 0;
  if (kind === 'main' && ['sent', 'delivered', 'read'].includes(e.status)) {
    moved = await t('campaign_shipping')
      .where({ id: shippingId })
      .whereIn('status', ['queued', 'failed'])
      .update({ status: 'delivered', deliveredAt: now, error: null, updatedAt: now });
    if (moved)
      await tenant(e.companyId)(Campaign)
        .where({ id: row.campaignId })
        .whereNotNull('rateLimitPauseMs')
        .patch({ rateLimitPauseMs: null });
  }
  const refused = e.status === 'failed' || (e.status === 'queued' && e.attempts > 0);
  if (refused) {
    const error = e.lastError ?? e.errorCode ?? 'ERR_SENDING_WAPP_MSG';
    // a main message WhatsApp took and then refused in its receipt (a late 463) had counted as delivered
    const before = kind === 'main' ? ['queued', 'confirmation', 'delivered'] : ['queued', 'confirmation'];
    // the pause first: a dispatch run takes the row's failure as the sign this listener is done with it
    if (e.errorCode === 'ERR_WAPP_TIMELOCK')
      await pauseForTimelock(deps, e.companyId, row.campaignId, e.connectionId);
    else if (isRateLimitError(String(error))) await pauseForRateLimit(deps, e.companyId, row.campaignId);
    if (e.status === 'failed')
      moved = await t('campaign_shipping')
        .where({ id: shippingId })
        .whereIn('status', before)
        .update({ status: 'failed', error: String(error).slice(0, 500), updatedAt: now });
  }
  if (!moved) return;
  emitProgress(
    deps,
    row.campaignId,
    async () => await tenant(e.companyId)(Campaign).findById(row.campaignId),
  );
  await finishIfDone(deps, e.companyId, row.campaignId);
}

async function pauseForRateLimit(deps: CampaignDeps, companyId: number, campaignId: number) {
  const c = await tenant(companyId)(Campaign).findById(campaignId);
  if (!c || c.status !== 'EM_ANDAMENTO') return;
  // one pause per burst: refusals of messages already in the outbox while paused do not stretch it
  if (c.pauseReason === 'rate-limit' && c.pausedUntil && c.pausedUntil.getTime() > Date.now()) return;
  const pauseMs = rateLimitBackoff(c.rateLimitPauseMs ?? null);
  const until = new Date(Date.now() + (pauseMs * campaignConfig.secondMs) / 1000);
  const paused = await tenant(companyId)(Campaign).patchAndFetchById(campaignId, {
    pauseReason: 'rate-limit',
    pausedUntil: until,
    rateLimitPauseMs: pauseMs,
  });
  deps.log.warn({ companyId, campaignId, until }, 'campaign paused: WhatsApp rate limit');
  emitCampaign(deps, 'update', paused);
}

/**
 * WhatsApp's 463: the number may not reach new contacts for a while, and every further try counts against it
 * (Baileys #2441), so the campaign stops at the first one rather than burning through its list: until the end
 * WhatsApp stated for the timelock when it did, for timelockPauseHours when it did not (yet: a later statement
 * moves the pause, reach-limits-listener.ts).
 */
async function pauseForTimelock(
  deps: CampaignDeps,
  companyId: number,
  campaignId: number,
  connectionId: number,
) {
  const c = await tenant(companyId)(Campaign).findById(campaignId);
  if (!c || c.status !== 'EM_ANDAMENTO') return;
  if (c.pauseReason === 'timelock' && c.pausedUntil && c.pausedUntil.getTime() > Date.now()) return;
  const { timelockPauseHours } = await readCampaignSettings(deps.db, companyId);
  const { timelockEndsAt } = await readReach(deps, companyId, connectionId, new Date());
  const until = timelockEndsAt ?? new Date(Date.now() + timelockPauseHours * 3600 * campaignConfig.secondMs);
  const paused = await tenant(companyId)(Campaign).patchAndFetchById(campaignId, {
    pauseReason: 'timelock',
    pausedUntil: until,
  });
  deps.log.warn({ companyId, campaignId, until }, 'campaign paused: WhatsApp reach-out timelock (463)');
  emitCampaign(deps, 'update', paused);
}
