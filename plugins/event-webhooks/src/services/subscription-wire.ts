import type { PluginContext } from '@balcao/core';
import type { SubscriptionWire } from '../contracts.js';
import type { WebhookDelivery, WebhookSubscription } from '../webhook-models.js';

/** epoch ms (a bigint column may read as a string) as an ISO date, or null */
export const isoOf = (ms: number | string | null | undefined) =>
  ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString();

export const sealAddress = (s: Pick<WebhookSubscription, 'companyId' | 'id'>) =>
  `${s.companyId}:webhook:${s.id}:secret`;

/** The signing secret, opened (for signing) */
export const openSecret = (secrets: PluginContext['secrets'], s: WebhookSubscription) =>
  secrets.open(s.secretSealed, sealAddress(s));

/** A subscription as the screen sees it: never the secret, the last delivery's outcome beside it. */
export function toWire(
  secrets: PluginContext['secrets'],
  s: WebhookSubscription,
  last?: WebhookDelivery,
  opts: { revealSecret?: boolean } = {},
): SubscriptionWire {
  const secret = openSecret(secrets, s);
  return {
    id: s.id,
    url: s.url,
    description: s.description,
    events: JSON.parse(s.events) as string[],
    status: s.status,
    consecutiveFailures: Number(s.consecutiveFailures),
    pausedAt: isoOf(s.pausedAt),
    secret: opts.revealSecret ? secret : secrets.mask(secret),
    lastDelivery: last
      ? { status: last.status, statusCode: last.statusCode, at: isoOf(last.lastAttemptAt) }
      : null,
    createdAt: s.createdAt?.toISOString() ?? null,
    updatedAt: s.updatedAt?.toISOString() ?? null,
  };
}
