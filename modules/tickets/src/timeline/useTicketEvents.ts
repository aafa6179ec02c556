import { useEffect, useState } from 'react';
import { companyEvent, onRealtime, toastError } from '@balcao/kit';
import { listTimeline, type TimelineEvent, type TimelineRealtime } from './api';

/**
 * A ticket's timeline, kept live: the events so far (null while they load), then each new one the ticket's room
 * hears (the conversation has joined it). Nothing is fetched while `enabled` is false.
 */
export function useTicketEvents(ticketId: number, enabled = true): TimelineEvent[] | null {
  // kept with the ticket they belong to: another ticket's list never shows while this one loads
  const [loaded, setLoaded] = useState<{ ticketId: number; list: TimelineEvent[] } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    listTimeline(ticketId).then(
      (list) => live && setLoaded({ ticketId, list }),
      (error: unknown) => {
        if (live) setLoaded({ ticketId, list: [] });
        toastError(error);
      },
    );
    const off = onRealtime<TimelineRealtime>(companyEvent('ticketEvent'), (data) => {
      if (data.action !== 'create' || Number(data.ticketId) !== ticketId) return;
      setLoaded((current) =>
        current?.ticketId === ticketId && !current.list.some((e) => e.id === data.event.id)
          ? { ticketId, list: [...current.list, data.event] }
          : current,
      );
    });
    return () => {
      live = false;
      off();
    };
  }, [enabled, ticketId]);

  return loaded?.ticketId === ticketId ? loaded.list : null;
}
