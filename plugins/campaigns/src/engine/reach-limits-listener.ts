import { type ChannelHookEvents, tenant } from '@balcao/core';
import { Campaign } from '../campaign-model.js';
import type { CampaignDeps } from '../services/campaign-deps.js';
import { emitCampaign } from '../services/campaign-events.js';
import { continueDispatch } from './continue-dispatch.js';

/**
 * WhatsApp stated the connection's timelock after its campaigns paused for a 463 (Baileys asks for it on the
 * 463, so the statement mostly comes just after): the pause moves to the end it stated, or ends now when it
 * lifted the lock, and the campaign's next run is moved with it. Campaigns not paused meet it at their next
 * send (dispatch.ts reads the connection's limits before each).
 */
export async function onReachLimits(deps: CampaignDeps, e: ChannelHookEvents['connection.reach-limits']) {
  const lock = e.timelock;
  if (!lock) return;
  const now = Date.now();
  // an active lock without an end says nothing the 463's estimate did not
  const until = !lock.active
    ? new Date(now)
    : lock.endsAt && lock.endsAt.getTime() > now
      ? lock.endsAt
      : null;
  if (!until) return;
  // a campaign without a connection sends through the company's default one
  const isDefault = await deps.channels
    .getDefault(e.companyId)
    .then((d) => d.id === e.connectionId)
    .catch(() => false);
  const paused = await tenant(e.companyId)(Campaign)
    .where({ status: 'EM_ANDAMENTO', pauseReason: 'timelock' })
    .where((q) => {
      void q.where({ whatsappId: e.connectionId });
      if (isDefault) void q.orWhereNull('whatsappId');
    })
    .select('id', 'dispatchSeq', 'pausedUntil');
  for (const c of paused) {
    if (c.pausedUntil?.getTime() === until.getTime()) continue;
    const moved = await tenant(e.companyId)(Campaign).patchAndFetchById(c.id, { pausedUntil: until });
    await continueDispatch(deps, e.companyId, c.id, Number(c.dispatchSeq), until);
    deps.log.info(
      { companyId: e.companyId, campaignId: c.id, until },
      'timelock pause set to WhatsApp’s word',
    );
    emitCampaign(deps, 'update', moved);
  }
}
