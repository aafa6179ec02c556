import { ApiError, api, fileBody, pagedRoute, request } from '@balcao/kit';
import type {
  ContactInputWire,
  ContactPage,
  ContactWire,
  ImportResult,
} from '@balcao/plugin-contacts/contracts';
import type { TicketWire } from '@balcao/plugin-tickets/contracts';

export type { ContactWire as Contact, ExtraInfo } from '@balcao/plugin-contacts/contracts';

/** Spec §5: a contact search queries only from 3 characters; fewer is the whole list. */
export const MIN_SEARCH = 3;
export const effectiveSearch = (search: string) => (search.trim().length >= MIN_SEARCH ? search : '');

export const fetchContacts = (searchParam: string, pageNumber: number, signal?: AbortSignal) =>
  api.get<ContactPage>('/contacts', { searchParam, pageNumber }, signal);

/** The list's fetchPage (kit's one paged list). */
export const fetchContactPage = pagedRoute<ContactWire>('/contacts', 'contacts');

export const getContact = (id: number) => api.get<ContactWire>(`/contacts/${id}`);
export const createContact = (data: ContactInputWire) => api.post<ContactWire>('/contacts', data);
export const updateContact = (id: number, data: ContactInputWire) =>
  api.put<ContactWire>(`/contacts/${id}`, data);
export const deleteContact = (id: number) => api.delete(`/contacts/${id}`);

export const importContacts = (file: File) =>
  request<ImportResult>('POST', '/contacts/import', { body: fileBody(file) });

/** Every contact, page after page (the export). */
export async function fetchAllContacts(): Promise<ContactWire[]> {
  const all: ContactWire[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const page = await fetchContacts('', pageNumber);
    all.push(...page.contacts);
    if (!page.hasMore || page.contacts.length === 0) return all;
  }
}

/** a ticket as POST /tickets answers it, or its 409 names the open one (plugins/tickets): what is read of it */
type TicketRef = Pick<TicketWire, 'id' | 'uuid'> & Partial<Pick<TicketWire, 'userId' | 'user' | 'queue'>>;

/** POST /tickets with status open for the caller (spec §4 "New ticket posts with status open"). */
export const openTicket = (contactId: number, userId: number, queueId?: number) =>
  api.post<TicketRef>('/tickets', { contactId, status: 'open', userId, ...(queueId ? { queueId } : {}) });

/** A contact with a ticket already open answers 409 with that ticket as a JSON string (spec §8). */
export function otherTicket(error: unknown): TicketRef | undefined {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.code?.startsWith('{')) return undefined;
  try {
    const parsed = JSON.parse(error.code) as TicketRef;
    return parsed.uuid ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** POST /contacts/:id/merge: `otherId` (its tickets, messages, notes) becomes `keepId`, and is deleted. */
export const mergeContacts = (keepId: number, otherId: number) =>
  api.post<ContactWire>(`/contacts/${keepId}/merge`, { contactId: otherId });
