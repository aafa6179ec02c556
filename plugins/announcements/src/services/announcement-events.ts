import { companyEvent, rooms } from '@balcao/core';
import type { Announcement } from '../announcement-model.js';
import { GLOBAL_EVENT, type AnnouncementEvent as AnnouncementEventOf } from '../contracts.js';
import type { AnnouncementDeps } from './announcement-deps.js';
import { toWire, type AnnouncementWireDates } from './announcement-wire.js';

/**
 * Whaticket's `company-announcement` (every signed-in user of every company: the top-bar popover) and
 * `company-{id}-announcement` (the author's company: its announcements page), as the contract types them.
 */
export type AnnouncementEvent = AnnouncementEventOf<AnnouncementWireDates & Record<string, unknown>>;

const deleted = (id: number): AnnouncementEvent => ({ action: 'delete', id, record: { id } });

/**
 * Everyone hears what they may read: an active announcement goes to all; an inactive one (a draft, or one taken
 * down) goes whole to super users only, and as a delete to everyone else, whose popover drops it.
 */
export function emitSaved(deps: AnnouncementDeps, action: 'create' | 'update', a: Announcement) {
  const { realtime } = deps;
  const event: AnnouncementEvent = { action, record: toWire(deps, a) };
  const local = companyEvent(a.companyId, 'announcement');
  const supers = rooms.supers();
  if (a.status) {
    realtime.emitToAll(GLOBAL_EVENT, event);
    realtime.emitToRoom(rooms.company(a.companyId), local, event);
    return;
  }
  realtime.emitToRoom(supers, GLOBAL_EVENT, event);
  realtime.emitToAll(GLOBAL_EVENT, deleted(a.id), { except: supers });
  realtime.emitToRoom(supers, local, event);
  realtime.emitToRoom(rooms.company(a.companyId), local, deleted(a.id), { except: supers });
}

export function emitDeleted(deps: AnnouncementDeps, a: Announcement) {
  deps.realtime.emitToAll(GLOBAL_EVENT, deleted(a.id));
  deps.realtime.emitToRoom(
    rooms.company(a.companyId),
    companyEvent(a.companyId, 'announcement'),
    deleted(a.id),
  );
}
