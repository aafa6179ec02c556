import { pagedRoute, fileBody, ApiError, api, i18n, toastError } from '@balcao/kit';

export type ScheduleStatus = 'PENDENTE' | 'AGENDADA' | 'ENVIADA' | 'ERRO';

export interface ContactOption {
  id: number;
  name: string;
  number: string;
}

export interface Schedule {
  id: number;
  body: string;
  contactId: number;
  contact: ContactOption | null;
  user: { id: number; name: string } | null;
  sendAt: string;
  sentAt: string | null;
  status: ScheduleStatus;
  /** sent after its time because the server was down then */
  late: boolean;
  mediaName: string | null;
  /** a signed link to the private image */
  mediaPath: string | null;
}
export interface ScheduleInput {
  body: string;
  contactId: number;
  /** ISO with its offset */
  sendAt: string;
}

/** GET /schedules: 20 a page, searched in the message and the contact's name. */
export const fetchSchedulePage = pagedRoute<Schedule>('/schedules', 'schedules');
export const findSchedule = (id: number) => api.get<Schedule>(`/schedules/${id}`);
export const createSchedule = (data: ScheduleInput) => api.post<Schedule>('/schedules', data);
export const updateSchedule = (id: number, data: Partial<ScheduleInput>) =>
  api.put<Schedule>(`/schedules/${id}`, data);
export const deleteSchedule = (id: number) => api.delete(`/schedules/${id}`);

export const uploadMedia = (id: number, file: File) =>
  api.post(`/schedules/${id}/media-upload`, fileBody(file));
export const removeMedia = (id: number) => api.delete(`/schedules/${id}/media-upload`);

/** Contacts by name or number, for the dialog's picker. */
export const searchContacts = (searchParam: string, signal?: AbortSignal) =>
  api.get<{ contacts: ContactOption[] }>('/contacts', { searchParam, pageNumber: 1 }, signal);
export const findContact = (id: number) => api.get<ContactOption>(`/contacts/${id}`);

/** The plugin's own codes in this module's words; anything else as the kit says it. */
export function toastScheduleError(error: unknown) {
  const key = error instanceof ApiError ? `schedules:errors.${error.code}` : '';
  if (key && i18n.exists(key)) toastError(i18n.t(key));
  else toastError(error);
}
