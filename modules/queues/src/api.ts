import { ApiError, api } from '@balcao/kit';
/** A queue's auto-assignment (plugins/auto-assign): off by default, a capacity of open tickets per attendant. */
import type { AutoAssign } from '@balcao/plugin-auto-assign/contracts';
import type {
  QueueInput,
  QueueOptionInput as OptionInput,
  QueueOptionWire as QueueOption,
  QueueWire as Queue,
  Schedule,
} from '@balcao/plugin-queues/contracts';

export type { AutoAssign, QueueInput, OptionInput, QueueOption, Queue, Schedule };

export const listQueues = (signal?: AbortSignal) => api.get<Queue[]>('/queue', undefined, signal);
export const createQueue = (data: QueueInput) => api.post<Queue>('/queue', data);
export const updateQueue = (id: number, data: Partial<QueueInput>) => api.put<Queue>(`/queue/${id}`, data);
export const deleteQueue = (id: number) => api.delete(`/queue/${id}`);

/** parentId -1 is the top level; the answer carries each option's whole subtree in `children`. */
export const listOptions = (queueId: number) =>
  api.get<QueueOption[]>('/queue-options', { queueId, parentId: -1 });
export const createOption = (data: OptionInput & { queueId: number; parentId: number | null }) =>
  api.post<QueueOption>('/queue-options', data);
export const updateOption = (id: number, data: OptionInput) =>
  api.put<QueueOption>(`/queue-options/${id}`, data);
export const deleteOption = (id: number) => api.delete(`/queue-options/${id}`);

/**
 * The company's queue integrations for the queue's picker (every page). Empty when the plan lacks
 * useIntegrations (403) or the integrations plugin is not installed (404): the picker then stays hidden.
 */
export async function listIntegrations(): Promise<Array<{ id: number; name: string; type: string }>> {
  const all: Array<{ id: number; name: string; type: string }> = [];
  try {
    for (let pageNumber = 1; pageNumber <= 50; pageNumber++) {
      const page = await api.get<{ queueIntegrations: typeof all; hasMore: boolean }>('/queueIntegration', {
        pageNumber,
      });
      all.push(...page.queueIntegrations);
      if (!page.hasMore) break;
    }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return [];
    throw error;
  }
  return all;
}

/** The company's settings: the hours tab needs scheduleType. */
export const listSettings = () => api.get<Array<{ key: string; value: string }>>('/settings');

/** undefined when the product runs without the auto-assign plugin (its route answers 404 for any queue) */
export const getAutoAssign = (queueId: number) =>
  api.get<AutoAssign>(`/queues/${queueId}/auto-assign`).catch(() => undefined);
export const putAutoAssign = (queueId: number, data: AutoAssign) =>
  api.put<AutoAssign>(`/queues/${queueId}/auto-assign`, data);
