import { pagedRoute, fileBody, api } from '@balcao/kit';
import type { QuickMessageInput, QuickMessageWire } from '@balcao/plugin-quick-messages/contracts';

export type {
  QuickMessageInput,
  QuickMessageWire as QuickMessage,
} from '@balcao/plugin-quick-messages/contracts';

/** GET /quick-messages: 20 a page by shortcode, the caller's own and the general ones. */
export const fetchQuickMessagePage = pagedRoute<QuickMessageWire>('/quick-messages', 'records');
export const findQuickMessage = (id: number) => api.get<QuickMessageWire>(`/quick-messages/${id}`);
export const createQuickMessage = (data: QuickMessageInput) =>
  api.post<QuickMessageWire>('/quick-messages', data);
export const updateQuickMessage = (id: number, data: Partial<QuickMessageInput>) =>
  api.put<QuickMessageWire>(`/quick-messages/${id}`, data);
export const deleteQuickMessage = (id: number) => api.delete(`/quick-messages/${id}`);

export const uploadMedia = (id: number, file: File) =>
  api.post(`/quick-messages/${id}/media-upload`, fileBody(file, { typeArch: 'quickMessage' }));
export const removeMedia = (id: number) => api.delete(`/quick-messages/${id}/media-upload`);

/** Spec §2: the server stores the file name with its spaces replaced by underscores; the dialog shows it so. */
export const mediaFileName = (name: string) => name.replace(/\s/g, '_');
