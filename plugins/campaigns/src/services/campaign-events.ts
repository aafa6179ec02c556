import type { Campaign } from '../campaign-model.js';
import type { CampaignDeps } from './campaign-deps.js';
import { withRelations } from './campaign-relations.js';

type CampaignRecord = Awaited<ReturnType<typeof withRelations>>[number];
/** Whaticket's `company-{id}-campaign`: `{ action, record }` or `{ action: 'delete', id }`. */
export type CampaignEvent =
  { action: 'create' | 'update'; record: CampaignRecord } | { action: 'delete'; id: number };

const ENTITY = 'campaign';
/** progress of a running campaign reaches the sockets at most this often (a status change always at once) */
const PROGRESS_EVERY_MS = 1000;

/** per campaign, the event being sent: the next one waits for it, so the sockets hear them in order */
const sending = new Map<number, Promise<void>>();

/** The record carries its contact list and connection, as the client's table reads them (campaign-relations). */
export function emitCampaign(deps: CampaignDeps, action: 'create' | 'update', c: Campaign) {
  lastProgress.set(c.id, Date.now());
  const next = (sending.get(c.id) ?? Promise.resolve())
    .then(() => withRelations(deps, c.companyId, [c]))
    .then(([record]) =>
      deps.realtime.emitToCompany(c.companyId, ENTITY, { action, record: record! } satisfies CampaignEvent),
    )
    .catch((err: unknown) => deps.log.warn({ err, campaignId: c.id }, 'campaign event failed'))
    .finally(() => {
      if (sending.get(c.id) === next) sending.delete(c.id);
    });
  sending.set(c.id, next);
}

export function emitCampaignDeleted(deps: CampaignDeps, companyId: number, id: number) {
  lastProgress.delete(id);
  // after any update still being sent, or the client would add the deleted campaign back
  const next = (sending.get(id) ?? Promise.resolve()).then(() =>
    deps.realtime.emitToCompany(companyId, ENTITY, { action: 'delete', id } satisfies CampaignEvent),
  );
  sending.set(id, next);
  void next.finally(() => {
    if (sending.get(id) === next) sending.delete(id);
  });
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
