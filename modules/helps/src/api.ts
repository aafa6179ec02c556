import { api, wholeList } from '@balcao/kit';
import type { HelpInput, HelpWire } from '@balcao/plugin-helps/contracts';

export type { HelpInput, HelpWire as Help } from '@balcao/plugin-helps/contracts';

export const listHelps = (signal?: AbortSignal) => api.get<HelpWire[]>('/helps/list', undefined, signal);
export const createHelp = (data: HelpInput) => api.post<HelpWire>('/helps', data);
export const updateHelp = (id: number, data: HelpInput) => api.put<HelpWire>(`/helps/${id}`, data);
export const deleteHelp = (id: number) => api.delete(`/helps/${id}`);
/** Every help video: the server gives them whole. */
export const fetchHelps = wholeList(listHelps, (h: HelpWire) => `${h.title} ${h.description ?? ''}`);

/** The video field may hold a bare YouTube code or a full URL; the code is what we embed ('' for none). */
function videoCode(video: string | null): string {
  const match = /(?:v=|youtu\.be\/|embed\/|shorts\/)([\w-]{6,})/.exec(video ?? '');
  return match?.[1] ?? (video ?? '').trim();
}
/** undefined for a help without a video (an API client may leave it out) */
export const thumbnailUrl = (video: string | null) =>
  videoCode(video) ? `https://img.youtube.com/vi/${videoCode(video)}/mqdefault.jpg` : undefined;
export const embedUrl = (video: string | null) =>
  videoCode(video) ? `https://www.youtube.com/embed/${videoCode(video)}?autoplay=1` : undefined;
