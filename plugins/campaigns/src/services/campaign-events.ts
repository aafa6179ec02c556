import type { Campaign } from '../campaign-model.js';
import type { CampaignDeps } from './campaign-deps.js';
import { toWire, type CampaignWire } from './campaign-wire.js';

/** Whaticket's `company-{id}-campaign`: `{ action, record }` or `{ action: 'delete', id }`. */
export type CampaignEvent =
  { action: 'create' | 'update'; record: CampaignWire } | { action: 'delete'; id: number };

const ENTITY = 'campaign';
/** progress of a running campaign reaches the sockets at most this often (a status change always at once) */
const PROGRESS_EVERY_MS = 1000;

export function emitCampaign(deps: CampaignDeps, action: 'create' | 'update', c: Campaign) {
  lastProgress.set(c.id, Date.now());
  deps.realtime.emitToCompany(c.companyId, ENTITY, {
    action,
    record: toWire(deps, c),
  } satisfies CampaignEvent);
}

export function emitCampaignDeleted(deps: CampaignDeps, companyId: number, id: number) {
  lastProgress.delete(id);
  deps.realtime.emitToCompany(companyId, ENTITY, { action: 'delete', id } satisfies CampaignEvent);
}

const lastProgress = new Map<number, number>();
const pending = new Map<number, NodeJS.Timeout>();

/**
 * A sent or delivered message moved the campaign on: tell the sockets, throttled per campaign. `load` reads
 * the campaign when the event finally goes, so the last one of a burst carries the latest state.
 */
export function emitProgress(
  deps: CampaignDeps,
  campaignId: number,
  load: () => Promise<Campaign | undefined>,
) {
  if (pending.has(campaignId)) return;
  const wait = Math.max(0, (lastProgress.get(campaignId) ?? 0) + PROGRESS_EVERY_MS - Date.now());
  const timer = setTimeout(() => {
    pending.delete(campaignId);
    load()
      .then((c) => c && emitCampaign(deps, 'update', c))
      .catch((err: unknown) => deps.log.warn({ err, campaignId }, 'campaign progress event failed'));
  }, wait);
  timer.unref();
  pending.set(campaignId, timer);
}
