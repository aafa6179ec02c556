import type { WithDates } from '@balcao/core';
import type { ScheduleWire } from '../contracts.js';
import type { Schedule } from '../schedule-model.js';
import type { ScheduleDeps } from './schedule-deps.js';

/** A day: the list stays open for a while and its thumbnails must keep loading. */
const MEDIA_LINK_TTL = 24 * 60 * 60;

export interface ScheduleParties {
  contacts: Map<number, { id: number; name: string; number: string; profilePicUrl: string | null }>;
  users: Map<number, { id: number; name: string }>;
}

/** Loads the contacts and users of some schedules in two queries (the list shows both). */
export async function partiesOf(
  deps: ScheduleDeps,
  companyId: number,
  rows: Schedule[],
): Promise<ScheduleParties> {
  const contactIds = [...new Set(rows.map((r) => r.contactId))];
  const userIds = [...new Set(rows.map((r) => r.userId).filter((id): id is number => id != null))];
  const [contacts, users] = await Promise.all([
    deps.contacts.findMany(companyId, contactIds),
    userIds.length ? deps.db.tenant(companyId)('users').whereIn('id', userIds).select('id', 'name') : [],
  ]);
  return {
    contacts: new Map(
      contacts.map(
        ({ id, name, number, profilePicUrl }) => [id, { id, name, number, profilePicUrl }] as const,
      ),
    ),
    users: new Map(users.map((u: { id: number }) => [u.id, u] as const)) as ScheduleParties['users'],
  };
}

/** The contract's ScheduleWire as the server holds it: sendAt and sentAt still Dates. */
export type ScheduleWireDates = WithDates<ScheduleWire, 'sendAt' | 'sentAt'>;

/** Whaticket's Schedule with its contact and user; mediaPath is a signed link to the private image. */
export function toWire(
  deps: ScheduleDeps,
  s: Schedule,
  parties: ScheduleParties,
): ScheduleWireDates & Record<string, unknown> {
  const { mediaPath, ...rest } = s.toJSON() as Schedule & Record<string, unknown>;
  const link = mediaPath && deps.media.url(s.companyId, mediaPath, { ttlSeconds: MEDIA_LINK_TTL });
  return {
    ...rest,
    mediaPath: link ? `${(deps.publicUrl ?? '').replace(/\/$/, '')}${link}` : null,
    contact: parties.contacts.get(s.contactId) ?? null,
    user: s.userId ? (parties.users.get(s.userId) ?? null) : null,
  };
}

/** One schedule on the wire. */
export async function wireOne(deps: ScheduleDeps, s: Schedule) {
  return toWire(deps, s, await partiesOf(deps, s.companyId, [s]));
}
