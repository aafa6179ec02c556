import { api } from '@balcao/kit';
import type { HelpInput, HelpWire } from '@balcao/plugin-helps/contracts';

export type { HelpInput, HelpWire as Help } from '@balcao/plugin-helps/contracts';

export const listHelps = (signal?: AbortSignal) => api.get<HelpWire[]>('/helps/list', undefined, signal);
export const createHelp = (data: HelpInput) => api.post<HelpWire>('/helps', data);
export const updateHelp = (id: number, data: HelpInput) => api.put<HelpWire>(`/helps/${id}`, data);
export const deleteHelp = (id: number) => api.delete(`/helps/${id}`);

/** The video field may hold a bare YouTube code or a full URL; the code is what we embed. */
function videoCode(video: string): string {
  const match = /(?:v=|youtu\.be\/|embed\/|shorts\/)([\w-]{6,})/.exec(video);
  return match?.[1] ?? video.trim();
}
export const thumbnailUrl = (video: string) => `https://img.youtube.com/vi/${videoCode(video)}/mqdefault.jpg`;
export const embedUrl = (video: string) => `https://www.youtube.com/embed/${videoCode(video)}?autoplay=1`;
