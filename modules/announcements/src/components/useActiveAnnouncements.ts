import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { onRealtime, useSession } from '@balcao/kit';
import { fetchActiveAnnouncements, GLOBAL_EVENT, type Announcement, type AnnouncementEvent } from '../api';
import { applyEvent, byPriority, seenKey } from './active-announcements';

const storageKey = (userId: number) => `announcementsSeen:${userId}`;

function readSeen(userId: number | undefined): Set<string> {
  if (!userId) return new Set();
  try {
    const raw = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]') as unknown;
    return new Set(Array.isArray(raw) ? raw.map(String) : []);
  } catch {
    return new Set();
  }
}

/** A live announcement that should interrupt: active, Alta (spec §2's priority 1), not seen yet. */
const isUrgent = (event: AnnouncementEvent, seen: Set<string>) =>
  event.action !== 'delete' &&
  !!event.record.status &&
  event.record.priority === 1 &&
  !seen.has(seenKey(event.record));

/**
 * The active announcements for the top-bar popover, kept live from `company-announcement`, and how many of
 * them this user has not seen yet (kept per user in the browser's storage). `markSeen` when the popover opens.
 * `urgentAt` changes each time an unseen Alta one arrives live, so a page left open shows it (issue 30 item 9).
 */
export function useActiveAnnouncements() {
  const { user } = useSession();
  const userId = user?.id;
  const [items, setItems] = useState<Announcement[]>([]);
  // what this user has seen; another user signed in on this browser has their own (adjusted during render)
  const [memory, setMemory] = useState(() => ({ userId, seen: readSeen(userId) }));
  if (memory.userId !== userId) setMemory({ userId, seen: readSeen(userId) });
  const { seen } = memory;
  const [urgentAt, setUrgentAt] = useState(0);
  // what is seen, for the realtime listener, which is registered once
  const seenNow = useRef(seen);
  useEffect(() => {
    seenNow.current = seen;
  });

  useEffect(() => {
    if (!userId) return;
    let active = true;
    // a live event that arrives before the first page is applied on top of it
    const pending: AnnouncementEvent[] = [];
    let loaded = false;
    const off = onRealtime<AnnouncementEvent>(GLOBAL_EVENT, (event) => {
      if (!loaded) return void pending.push(event);
      setItems((list) => applyEvent(list, event));
      if (isUrgent(event, seenNow.current)) setUrgentAt(Date.now());
    });
    fetchActiveAnnouncements()
      .then((list) => {
        if (!active) return;
        loaded = true;
        setItems(pending.reduce(applyEvent, byPriority(list)));
      })
      // the popover is a courtesy: a failed load leaves it empty rather than toasting on every screen
      .catch(() => undefined);
    return () => {
      active = false;
      off();
    };
  }, [userId]);

  const unseen = useMemo(() => items.filter((a) => !seen.has(seenKey(a))).length, [items, seen]);
  const markSeen = useCallback(() => {
    if (!userId) return;
    const keys = new Set(items.map(seenKey));
    setMemory({ userId, seen: keys });
    localStorage.setItem(storageKey(userId), JSON.stringify([...keys]));
  }, [items, userId]);

  return { items, unseen, markSeen, urgentAt };
}
