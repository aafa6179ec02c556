import { api } from '@balcao/kit';
import type { TimelineEventWire as TimelineEvent } from '@balcao/plugin-timeline/contracts';

/** One fact of a ticket's life, as GET /tickets/:id/timeline answers it (plugins/timeline). */
export type { TimelineEventWire as TimelineEvent, TimelineRealtime } from '@balcao/plugin-timeline/contracts';

export const listTimeline = (ticketId: number) => api.get<TimelineEvent[]>(`/tickets/${ticketId}/timeline`);

/** the ticket, its messages and its timeline as a file the browser saves */
export async function downloadExport(ticketId: number, format: 'json' | 'txt') {
  const answer = await api.get<unknown>(`/tickets/${ticketId}/export`, { format });
  const text = typeof answer === 'string' ? answer : JSON.stringify(answer, null, 2);
  const type = format === 'json' ? 'application/json' : 'text/plain;charset=utf-8';
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `ticket-${ticketId}.${format}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
