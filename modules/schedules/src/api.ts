import { pagedRoute, fileBody, ApiError, api, i18n, toastError } from '@balcao/kit';
import type { ScheduleContact, ScheduleInput, ScheduleWire } from '@balcao/plugin-schedules/contracts';

export type {
  ScheduleContact as ContactOption,
  ScheduleWire as Schedule,
} from '@balcao/plugin-schedules/contracts';

/** GET /schedules: 20 a page, searched in the message and the contact's name. */
export const fetchSchedulePage = pagedRoute<ScheduleWire>('/schedules', 'schedules');
export const findSchedule = (id: number) => api.get<ScheduleWire>(`/schedules/${id}`);
export const createSchedule = (data: ScheduleInput) => api.post<ScheduleWire>('/schedules', data);
export const updateSchedule = (id: number, data: Partial<ScheduleInput>) =>
  api.put<ScheduleWire>(`/schedules/${id}`, data);
export const deleteSchedule = (id: number) => api.delete(`/schedules/${id}`);

export const uploadMedia = (id: number, file: File) =>
  api.post(`/schedules/${id}/media-upload`, fileBody(file));
export const removeMedia = (id: number) => api.delete(`/schedules/${id}/media-upload`);

/** Contacts by name or number, for the dialog's picker. */
export const searchContacts = (searchParam: string, signal?: AbortSignal) =>
  api.get<{ contacts: ScheduleContact[] }>('/contacts', { searchParam, pageNumber: 1 }, signal);
export const findContact = (id: number) => api.get<ScheduleContact>(`/contacts/${id}`);

/** The plugin's own codes in this module's words; anything else as the kit says it. */
export function toastScheduleError(error: unknown) {
  const key = error instanceof ApiError ? `schedules:errors.${error.code}` : '';
  if (key && i18n.exists(key)) toastError(i18n.t(key));
  else toastError(error);
}
