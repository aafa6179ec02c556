import type { WithDates } from '@balcao/core';
import type { Campaign } from '../campaign-model.js';
import type { CampaignWire } from '../contracts.js';
import type { CampaignDeps } from './campaign-deps.js';

/** A signed link to the campaign's file lives a day: the dialog keeps the record it loaded open for long. */
const MEDIA_LINK_TTL = 24 * 60 * 60;

/** The contract's CampaignWire as the server holds it: scheduledAt and completedAt still Dates. */
export type CampaignWireDates = WithDates<CampaignWire, 'scheduledAt' | 'completedAt'>;

/** A campaign as Whaticket answers it; the dispatch token stays inside, mediaPath becomes a signed link. */
export function toWire(
  deps: Pick<CampaignDeps, 'media' | 'publicUrl'>,
  c: Campaign,
): CampaignWireDates & Record<string, unknown> {
  const {
    dispatchSeq: _seq,
    rateLimitPauseMs: _pause,
    mediaPath,
    ...rest
  } = c.toJSON() as Campaign & Record<string, unknown>;
  const link = mediaPath && deps.media.url(c.companyId, mediaPath, { ttlSeconds: MEDIA_LINK_TTL });
  return { ...rest, mediaPath: link ? `${(deps.publicUrl ?? '').replace(/\/$/, '')}${link}` : null };
}
