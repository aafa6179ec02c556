import type { Knex } from 'knex';
import type { CampaignDeps } from '../services/campaign-deps.js';

/**
 * The numbers of a company with a campaign row awaiting its confirmation reply, kept in the kernel's cache so an
 * inbound message from anyone else costs the confirmation step no query. It may hold more than await (a row
 * confirmed, a campaign paused: the step's own query decides); it must never hold fewer, so a row entering
 * 'confirmation' drops it (`awaitingChanged`), on every process.
 */
export function awaitingNumbers(deps: CampaignDeps, companyId: number): Promise<Set<string>> {
  return deps.cache.memo(key(companyId), async () => {
    const rows = (await deps.db
      .tenant(companyId)('campaign_shipping')
      .where({ status: 'confirmation' })
      .distinct('number')) as Array<{ number: string }>;
    return new Set(rows.map((r) => r.number));
  });
}

export function awaitingChanged(deps: CampaignDeps, companyId: number, trx: Knex.Transaction): void {
  deps.cache.invalidate(key(companyId), trx);
}

const key = (companyId: number) => `campaigns:awaiting:${companyId}`;
