import { pagedRoute, fileBody, api } from '@balcao/kit';

/** Spec §3 Announcement, as the server answers it. */
export interface Announcement {
  id: number;
  title: string;
  text: string;
  /** 1 Alta, 2 Média, 3 Baixa */
  priority: number;
  /** Ativo / Inativo */
  status: boolean;
  /** a signed link to the image, readable without a token */
  mediaPath: string | null;
  mediaName: string | null;
  companyId: number;
  createdAt: string;
  updatedAt: string;
}
export interface AnnouncementInput {
  title: string;
  text: string;
  priority: number;
  status: boolean;
}

/** Whaticket's `company-announcement` and `company-{id}-announcement` payloads. */
export type AnnouncementEvent =
  { action: 'create' | 'update'; record: Announcement } | { action: 'delete'; id: number };

export const GLOBAL_EVENT = 'company-announcement';

/** GET /announcements/: 20 a page, Alta first (a super user's list has the inactive ones too). */
export const fetchAnnouncementPage = pagedRoute<Announcement>('/announcements/', 'records');

/** The popover's list: the first page of active announcements, Alta first. */
export async function fetchActiveAnnouncements(): Promise<Announcement[]> {
  const res = await api.get<{ records: Announcement[] }>('/announcements/', {
    status: 'true',
    pageNumber: 1,
  });
  return res.records;
}
export const findAnnouncement = (id: number) => api.get<Announcement>(`/announcements/${id}`);
export const createAnnouncement = (data: AnnouncementInput) => api.post<Announcement>('/announcements', data);
export const updateAnnouncement = (id: number, data: Partial<AnnouncementInput>) =>
  api.put<Announcement>(`/announcements/${id}`, data);
export const deleteAnnouncement = (id: number) => api.delete(`/announcements/${id}`);

export const uploadImage = (id: number, file: File) =>
  api.post(`/announcements/${id}/media-upload`, fileBody(file));
export const removeImage = (id: number) => api.delete(`/announcements/${id}/media-upload`);
