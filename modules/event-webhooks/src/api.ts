import { api, pagedRoute } from '@balcao/kit';
import type {
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
/** a subscription's deliveries, a page at a time */
export const fetchDeliveries = (id: number) =>
  pagedRoute<DeliveryWire>(`/event-webhooks/${id}/deliveries`, 'deliveries');
export const replayDelivery = (id: number) =>
  api.post<DeliveryWire>(`/event-webhooks/deliveries/${id}/replay`, {});
