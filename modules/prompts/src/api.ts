import { api } from '@balcao/kit';
import type { PromptInput, PromptList, PromptWire as Prompt } from '@balcao/plugin-prompts/contracts';
import type { QueueWire } from '@balcao/plugin-queues/contracts';

export type { PromptInput, PromptWire as Prompt } from '@balcao/plugin-prompts/contracts';

/** a queue as GET /queue lists it (plugins/queues), what the prompt's picker reads of it */
export type QueueOption = Pick<QueueWire, 'id' | 'name'>;

export const fetchPrompts = async (signal?: AbortSignal) =>
  (await api.get<PromptList>('/prompt', {}, signal)).prompts;
export const createPrompt = (data: PromptInput) => api.post<Prompt>('/prompt', data);
export const updatePrompt = (id: number, data: PromptInput) => api.put<Prompt>(`/prompt/${id}`, data);
/** answers Whaticket's `{ message }`, which the page shows as an info toast */
export const deletePrompt = (id: number) => api.delete<{ message: string }>(`/prompt/${id}`);
export const fetchQueues = () => api.get<QueueOption[]>('/queue');

export { TEXT_VOICE, VOICES } from '@balcao/plugin-prompts/contracts';
