import { api } from '@balcao/kit';

export interface ContactListsItem {
  id: number;
  title: string;
  createdAt: string;
}

export const listContactLists = (searchParam: string, pageNumber: number, signal?: AbortSignal) =>
  api.get<{ records: ContactListsItem[]; hasMore: boolean }>(
    '/contact-lists',
    { searchParam, pageNumber },
    signal,
  );
export const createContactLists = (title: string) => api.post<ContactListsItem>('/contact-lists', { title });
