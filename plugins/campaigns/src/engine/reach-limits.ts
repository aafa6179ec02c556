import type { CampaignDeps } from '../services/campaign-deps.js';

/** What WhatsApp said of the connection's reach, as pacing takes it (PacingInput's timelock and newChat.quota). */
export interface Reach {
  /** the end WhatsApp stated for the account's timelock while it is on; null otherwise */
  timelockEndsAt: Date | null;
  /**
   * the new-chat quota of the current cycle as WhatsApp stated it, and what is left of it; undefined when it
   * stated none or its cycle ended
   */
  quota?: { used: number; total: number; remaining: number; cycleEndsAt: Date | null; status: string | null };
}

/**
 * The connection's reach limits (ctx.channels.reachLimits) read for one send. WhatsApp counts `used` as of its
 * report: the chats campaigns opened on the connection since then are taken off what is left, as WhatsApp will.
 */
export async function readReach(
  deps: CampaignDeps,
  companyId: number,
  connectionId: number,
  now: Date,
): Promise<Reach> {
  const { timelock, quota } = await deps.channels.reachLimits(companyId, connectionId);
  const endsAt = timelock?.active ? timelock.endsAt : null;
  const reach: Reach = { timelockEndsAt: endsAt && endsAt.getTime() > now.getTime() ? endsAt : null };
  if (!quota || (quota.cycleEndsAt && quota.cycleEndsAt.getTime() <= now.getTime())) return reach;
  const opened = await newChatsSince(deps, companyId, connectionId, quota.reportedAt);
  const { used, total, cycleEndsAt, status } = quota;
  return {
    ...reach,
    quota: { used, total, remaining: Math.max(0, total - used - opened), cycleEndsAt, status },
  };
}

async function newChatsSince(deps: CampaignDeps, companyId: number, connectionId: number, since: Date) {
  const [row] = (await deps.db
    .tenant(companyId)('campaign_shipping as s')
    .join('campaigns as c', (j) => j.on('c.id', 's.campaignId').andOn('c.companyId', 's.companyId'))
    .where('c.whatsappId', connectionId)
    .where('s.newChat', true)
    // whole seconds: MariaDB keeps no more of queued_at, and a send counted once too many only pauses sooner
    .where('s.queuedAt', '>=', new Date(Math.floor(since.getTime() / 1000) * 1000))
    .count({ n: '*' })) as [{ n: number | string }];
  return Number(row.n);
}
