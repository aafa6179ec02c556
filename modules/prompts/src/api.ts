import { api } from '@balcao/kit';

/** Spec §3 Prompt as GET /prompt serves it: apiKey and voiceKey are masks ('••••cdef'), never the keys. */
export interface Prompt {
  id: number;
  name: string;
  prompt: string;
  voice: string;
  voiceKey: string;
  voiceRegion: string | null;
  maxTokens: number;
  temperature: number;
  maxMessages: number;
  apiKey: string;
  queueId: number | null;
  queue: { id: number; name: string } | null;
}

export type PromptInput = Omit<Prompt, 'id' | 'queue' | 'voiceRegion'> & { voiceRegion: string };

export interface QueueOption {
  id: number;
  name: string;
}

export const fetchPrompts = async (signal?: AbortSignal) =>
  (await api.get<{ prompts: Prompt[] }>('/prompt', {}, signal)).prompts;
export const createPrompt = (data: PromptInput) => api.post<Prompt>('/prompt', data);
export const updatePrompt = (id: number, data: PromptInput) => api.put<Prompt>(`/prompt/${id}`, data);
/** answers Whaticket's `{ message }`, which the page shows as an info toast */
export const deletePrompt = (id: number) => api.delete<{ message: string }>(`/prompt/${id}`);
export const fetchQueues = () => api.get<QueueOption[]>('/queue');

/** Spec §9: text, or one of Azure's Brazilian Portuguese neural voices. */
export const VOICES = [
  'pt-BR-FranciscaNeural',
  'pt-BR-AntonioNeural',
  'pt-BR-BrendaNeural',
  'pt-BR-DonatoNeural',
  'pt-BR-ElzaNeural',
  'pt-BR-FabioNeural',
  'pt-BR-GiovannaNeural',
  'pt-BR-HumbertoNeural',
  'pt-BR-JulioNeural',
  'pt-BR-LeilaNeural',
  'pt-BR-LeticiaNeural',
  'pt-BR-ManuelaNeural',
  'pt-BR-NicolauNeural',
  'pt-BR-ValerioNeural',
  'pt-BR-YaraNeural',
];
