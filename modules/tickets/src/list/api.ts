import { api } from '@balcao/kit';
import { updateTicket } from '../api';
import type { ContactPage } from '@balcao/plugin-contacts/contracts';
import type { TicketPage } from '@balcao/plugin-tickets/contracts';
import type { Ticket, TicketStatus } from '../types';

export interface TicketFilters {
  status?: TicketStatus;
  showAll: boolean;
  queueIds: number[];
  tags: number[];
  users: number[];
}

export function listTickets(
  searchParam: string,
  pageNumber: number,
  filters: TicketFilters,
  signal?: AbortSignal,
): Promise<TicketPage> {
  return api.get<TicketPage>(
    '/tickets',
    {
      searchParam,
      pageNumber,
      status: filters.status,
      showAll: filters.showAll ? 'true' : 'false',
      queueIds: JSON.stringify(filters.queueIds),
      tags: filters.tags.length ? JSON.stringify(filters.tags) : undefined,
      users: filters.users.length ? JSON.stringify(filters.users) : undefined,
    },
    signal,
  );
}

export const showTicketByUuid = (uuid: string) => api.get<Ticket>(`/tickets/u/${encodeURIComponent(uuid)}`);
export const acceptTicket = (id: number, userId: number) => updateTicket(id, { status: 'open', userId });
export const createTicket = (body: {
  contactId: number;
  queueId: number | null;
  whatsappId: number | null;
  userId: number;
  status: 'open';
}) => api.post<Ticket>('/tickets', body);

/** GET /contacts (plugins/contacts): the first page of contacts the term finds */
export const searchContacts = (searchParam: string, signal?: AbortSignal) =>
  api.get<ContactPage>('/contacts', { searchParam, pageNumber: 1 }, signal);
