import { pagedRoute, fileBody, api } from '@balcao/kit';
import type { AnnouncementInput, AnnouncementWire } from '@balcao/plugin-announcements/contracts';

export type {
  AnnouncementEvent,
  AnnouncementInput,
  AnnouncementWire as Announcement,
} from '@balcao/plugin-announcements/contracts';
export { GLOBAL_EVENT } from '@balcao/plugin-announcements/contracts';

/** GET /announcements/: 20 a page, Alta first (a super user's list has the inactive ones too). */
export const fetchAnnouncementPage = pagedRoute<AnnouncementWire>('/announcements/', 'records');

/** The popover's list: the first page of active announcements, Alta first. */
export const fetchActiveAnnouncements = () =>
  api
    .get<{ records: AnnouncementWire[] }>('/announcements/', { status: 'true', pageNumber: 1 })
    .then((res) => res.records);
export const findAnnouncement = (id: number) => api.get<AnnouncementWire>(`/announcements/${id}`);
export const createAnnouncement = (data: AnnouncementInput) =>
  api.post<AnnouncementWire>('/announcements', data);
export const updateAnnouncement = (id: number, data: Partial<AnnouncementInput>) =>
  api.put<AnnouncementWire>(`/announcements/${id}`, data);
export const deleteAnnouncement = (id: number) => api.delete(`/announcements/${id}`);

export const uploadImage = (id: number, file: File) =>
  api.post(`/announcements/${id}/media-upload`, fileBody(file));
export const removeImage = (id: number) => api.delete(`/announcements/${id}/media-upload`);
