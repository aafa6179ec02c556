import { useEffect } from 'react';
import { companyEvent, onRealtime, useLoad } from '@balcao/kit';
import { listTimeline, type TimelineEvent, type TimelineRealtime } from './api';

/**
 * A ticket's timeline, kept live: the events so far (null while they load), then each new one the ticket's room
 * hears (the conversation has joined it). Nothing is fetched while `enabled` is false.
 */
export function useTicketEvents(ticketId: number, enabled = true): TimelineEvent[] | null {
  const [events, update] = useLoad(enabled ? ticketId : null, () => listTimeline(ticketId), { fallback: [] });
  useEffect(() => {
    if (!enabled) return;
    return onRealtime<TimelineRealtime>(companyEvent('ticketEvent'), (data) => {
      if (data.action !== 'create' || Number(data.ticketId) !== ticketId) return;
      update((list) => (list.some((e) => e.id === data.event.id) ? list : [...list, data.event]));
    });
  }, [enabled, ticketId, update]);
  return events ?? null;
}
