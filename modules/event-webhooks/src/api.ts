import { api } from '@balcao/kit';

export interface EventWebhooksItem {
  id: number;
  title: string;
  createdAt: string;
}

export const listEventWebhooks = (searchParam: string, pageNumber: number, signal?: AbortSignal) =>
  api.get<{ records: EventWebhooksItem[]; hasMore: boolean }>(
    '/event-webhooks',
    { searchParam, pageNumber },
    signal,
  );
export const createEventWebhooks = (title: string) =>
  api.post<EventWebhooksItem>('/event-webhooks', { title });
