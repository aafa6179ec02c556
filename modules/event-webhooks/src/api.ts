import { api } from '@balcao/kit';

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface Subscription {
  id: number;
  url: string;
  description: string;
  events: string[];
  status: 'active' | 'paused';
  consecutiveFailures: number;
  pausedAt: string | null;
  /** masked (••••abcd), except in the answer that created it */
  secret: string;
  lastDelivery: { status: DeliveryStatus; statusCode: number | null; at: string | null } | null;
}

export interface SubscriptionInput {
  url: string;
  description: string;
  events: string[];
}

export interface Delivery {
  id: number;
  subscriptionId: number;
  deliveryId: string;
  event: string;
  status: DeliveryStatus;
  attempts: number;
  statusCode: number | null;
  responseExcerpt: string | null;
  error: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  createdAt: string | null;
}

export const listSubscriptions = (signal?: AbortSignal) =>
  api.get<Subscription[]>('/event-webhooks', undefined, signal);
export const listEventNames = () => api.get<{ events: string[] }>('/event-webhooks/events');
export const createSubscription = (data: SubscriptionInput) =>
  api.post<Subscription>('/event-webhooks', data);
export const updateSubscription = (
  id: number,
  data: Partial<SubscriptionInput> & { status?: 'active' | 'paused' },
) => api.put<Subscription>(`/event-webhooks/${id}`, data);
export const deleteSubscription = (id: number) => api.delete(`/event-webhooks/${id}`);
export const listDeliveries = (id: number, pageNumber: number, signal?: AbortSignal) =>
  api.get<{ deliveries: Delivery[]; hasMore: boolean }>(
    `/event-webhooks/${id}/deliveries`,
    { pageNumber },
    signal,
  );
export const replayDelivery = (id: number) =>
  api.post<Delivery>(`/event-webhooks/deliveries/${id}/replay`, {});
