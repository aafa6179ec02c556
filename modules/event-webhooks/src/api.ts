import { api } from '@balcao/kit';
import type {
  DeliveriesPage,
  DeliveryWire,
  EventNames,
  SubscriptionInput,
  SubscriptionStatus,
  SubscriptionWire,
} from '@balcao/plugin-event-webhooks/contracts';

export type {
  DeliveryWire as Delivery,
  SubscriptionInput,
  SubscriptionWire as Subscription,
} from '@balcao/plugin-event-webhooks/contracts';

export const listSubscriptions = (signal?: AbortSignal) =>
  api.get<SubscriptionWire[]>('/event-webhooks', undefined, signal);
export const listEventNames = () => api.get<EventNames>('/event-webhooks/events');
export const createSubscription = (data: SubscriptionInput) =>
  api.post<SubscriptionWire>('/event-webhooks', data);
export const updateSubscription = (
  id: number,
  data: Partial<SubscriptionInput> & { status?: SubscriptionStatus },
) => api.put<SubscriptionWire>(`/event-webhooks/${id}`, data);
export const deleteSubscription = (id: number) => api.delete(`/event-webhooks/${id}`);
export const listDeliveries = (id: number, pageNumber: number, signal?: AbortSignal) =>
  api.get<DeliveriesPage>(`/event-webhooks/${id}/deliveries`, { pageNumber }, signal);
export const replayDelivery = (id: number) =>
  api.post<DeliveryWire>(`/event-webhooks/deliveries/${id}/replay`, {});
