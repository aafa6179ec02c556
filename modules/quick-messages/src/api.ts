import { api, type Page, type PageRequest } from '@balcao/kit';

export interface QuickMessage {
  id: number;
  shortcode: string;
  message: string;
  geral: boolean;
  status: boolean;
  userId: number | null;
  mediaName: string | null;
  /** a signed link to the private file */
  mediaPath: string | null;
  isMedia: boolean;
}
export interface QuickMessageInput {
  shortcode: string;
  message: string;
  geral?: boolean;
}

/** GET /quick-messages: 20 a page by shortcode, the caller's own and the general ones. */
export async function fetchQuickMessagePage({
  searchParam,
  pageNumber,
  signal,
}: PageRequest<unknown>): Promise<Page<QuickMessage>> {
  const res = await api.get<{ records: QuickMessage[]; hasMore: boolean }>(
    '/quick-messages',
    { searchParam, pageNumber },
    signal,
  );
  return { items: res.records, hasMore: res.hasMore };
}
export const findQuickMessage = (id: number) => api.get<QuickMessage>(`/quick-messages/${id}`);
export const createQuickMessage = (data: QuickMessageInput) =>
  api.post<QuickMessage>('/quick-messages', data);
export const updateQuickMessage = (id: number, data: Partial<QuickMessageInput>) =>
  api.put<QuickMessage>(`/quick-messages/${id}`, data);
export const deleteQuickMessage = (id: number) => api.delete(`/quick-messages/${id}`);

export function uploadMedia(id: number, file: File) {
  const body = new FormData();
  body.append('typeArch', 'quickMessage');
  body.append('file', file);
  return api.post(`/quick-messages/${id}/media-upload`, body);
}
export const removeMedia = (id: number) => api.delete(`/quick-messages/${id}/media-upload`);

/** Spec §2: the server stores the file name with its spaces replaced by underscores; the dialog shows it so. */
export const mediaFileName = (name: string) => name.replace(/\s/g, '_');
