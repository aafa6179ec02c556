import { pagedRoute, fileBody, $token, api } from '@balcao/kit';
import type {
  ContactListItemInput,
  ContactListItemWire,
  ContactListWire,
  ImportResult,
} from '@balcao/plugin-contact-lists/contracts';

export type {
  ContactListItemWire as ContactListItem,
  ContactListWire as ContactList,
} from '@balcao/plugin-contact-lists/contracts';

/** GET /contact-lists: 20 a page by name, with contactsCount. */
export const fetchContactListPage = pagedRoute<ContactListWire>('/contact-lists', 'records');
export const findContactList = (id: number) => api.get<ContactListWire>(`/contact-lists/${id}`);
export const createContactList = (name: string) => api.post<ContactListWire>('/contact-lists', { name });
export const updateContactList = (id: number, name: string) =>
  api.put<ContactListWire>(`/contact-lists/${id}`, { name });
export const deleteContactList = (id: number) => api.delete(`/contact-lists/${id}`);

/** GET /contact-list-items: 20 a page of one list, by name; searchParam looks in names and numbers. */
export const fetchItemPage = pagedRoute<ContactListItemWire, { contactListId: number }>(
  '/contact-list-items',
  'contacts',
  (filters) => ({ contactListId: filters.contactListId }),
);
export const createContactListItem = (data: ContactListItemInput) =>
  api.post<ContactListItemWire>('/contact-list-items', data);
export const updateContactListItem = (id: number, data: ContactListItemInput) =>
  api.put<ContactListItemWire>(`/contact-list-items/${id}`, data);
export const deleteContactListItem = (id: number) => api.delete(`/contact-list-items/${id}`);

export const uploadSheet = (contactListId: number, file: File) =>
  api.post<ImportResult>(`/contact-lists/${contactListId}/upload`, fileBody(file));

/** The example .xlsx needs the session's token, so it is fetched and handed to the browser as a file. */
export async function downloadExample() {
  const res = await fetch('/contact-lists/example.xlsx', {
    headers: { Authorization: `Bearer ${$token.getState() ?? ''}` },
    credentials: 'include',
  });
  if (!res.ok) throw new Error(`example: ${res.status}`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'contatos-exemplo.xlsx';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
