import type { CampaignDeps } from '../services/campaign-deps.js';

/**
 * Whether a send to `number` would open a chat this connection never had: nothing ever left for it through the
 * outbox (an attendant's reply, a schedule, an earlier campaign). WhatsApp counts such reach-outs against a
 * per-cycle quota and answers 463 past it (Baileys #2441, #2707).
 */
export async function isNewChat(
  deps: CampaignDeps,
  companyId: number,
  connectionId: number,
  number: string,
): Promise<boolean> {
  return !(await deps.channels.hasSentTo(companyId, connectionId, number));
}
