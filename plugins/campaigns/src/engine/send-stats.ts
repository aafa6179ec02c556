import type { CampaignDeps } from '../services/campaign-deps.js';
import { localDayStart } from '../pacing/index.js';
import { confirmKey, mainKey } from './send-shipping.js';

/** What pacing needs to know of the past, read once per dispatch run and kept up to date in memory. */
export interface SendStats {
  /** messages this campaign sent so far (rotation index and the longer gap every N) */
  sent: number;
  /** campaign messages through this connection since the local midnight (daily cap) */
  today: number;
  /** the local day `today` counts: a run that reaches the next one reads the stats again */
  day: Date;
  /** of `today`, those that opened a chat the connection never had (new-chat quota) */
  newToday: number;
  /** the connection's first ever campaign send (warm-up) */
  first: Date | null;
  /** this campaign's last send (the gap): when WhatsApp took it, once the outbox reports it */
  last: Date | null;
  /** the outbox key of this campaign's last paced message: the next waits until it has left the outbox */
  lastKey: string | null;
}

const asDate = (v: unknown) =>
  v == null ? null : new Date(typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : (v as Date));

export async function loadSendStats(
  deps: CampaignDeps,
  companyId: number,
  campaignId: number,
  connectionId: number,
  timeZone: string,
  now: Date,
): Promise<SendStats> {
  const t = deps.db.tenant(companyId);
  const [mine] = (await t('campaign_shipping')
    .where({ campaignId })
    .whereNotNull('queuedAt')
    .count({ n: '*' })
    .max({ last: 'queuedAt' })) as [{ n: number | string; last: unknown }];
  // the zone's own midnight: a DST day has 23 or 25 hours
  const dayStart = localDayStart(now, timeZone);
  const onConnection = () =>
    t('campaign_shipping as s')
      .join('campaigns as c', (j) => j.on('c.id', 's.campaignId').andOn('c.companyId', 's.companyId'))
      .where('c.whatsappId', connectionId)
      .whereNotNull('s.queuedAt');
  const [today] = (await onConnection().where('s.queuedAt', '>=', dayStart).count({ n: '*' })) as [
    { n: number | string },
  ];
  const [fresh] = (await onConnection()
    .where('s.queuedAt', '>=', dayStart)
    .where('s.newChat', true)
    .count({ n: '*' })) as [{ n: number | string }];
  const [first] = (await onConnection().min({ first: 's.queuedAt' })) as [{ first: unknown }];
  const lastRow = (await t('campaign_shipping')
    .where({ campaignId })
    .whereNotNull('queuedAt')
    .orderBy('queuedAt', 'desc')
    .orderBy('id', 'desc')
    .first('id', 'confirmationRequestedAt')) as { id: number; confirmationRequestedAt: unknown } | undefined;
  return {
    sent: Number(mine?.n ?? 0),
    today: Number(today.n),
    newToday: Number(fresh.n),
    day: dayStart,
    first: asDate(first.first),
    last: asDate(mine?.last),
    lastKey: lastRow
      ? lastRow.confirmationRequestedAt
        ? confirmKey(lastRow.id)
        : mainKey(lastRow.id)
      : null,
  };
}

export type OutboxRecord = Awaited<ReturnType<CampaignDeps['channels']['outboxByKeys']>>[number];

/** Where the outbox is with one campaign message. */
export async function outboxState(deps: CampaignDeps, companyId: number, key: string) {
  const [row] = await deps.channels.outboxByKeys(companyId, [key]);
  return (
    row && { status: row.status, sentAt: row.sentAt == null ? null : new Date(row.sentAt), message: row }
  );
}
