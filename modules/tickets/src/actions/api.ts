import { api } from '@balcao/kit';
import type { ContactRef, TagRef, Ticket } from '../types';

export interface QueueOption {
  id: number;
  name: string;
  color: string;
}
export interface UserOption {
  id: number;
  name: string;
  email?: string;
  profile?: string;
}
export interface ConnectionOption {
  id: number;
  name: string;
}
export interface TicketNote {
  id: number;
  note: string;
  userId: number;
  createdAt: string;
  user?: { id: number; name: string } | null;
}

/** The wire bodies of spec §4, as Whaticket's client sends them to PUT /tickets/:id. */
export const updateTicket = (id: number, body: Record<string, unknown>) =>
  api.put<Ticket>(`/tickets/${id}`, body);
export const deleteTicket = (id: number) => api.delete(`/tickets/${id}`);

export const listQueues = () => api.get<QueueOption[]>('/queue');
export const listUsers = () => api.get<UserOption[]>('/users/list');
export const listConnections = () => api.get<ConnectionOption[]>('/whatsapp');

export const listTags = () => api.get<TagRef[]>('/tags/list');
/** the ticket's tags become exactly these; answers the ticket with its tags */
export const syncTags = (ticketId: number, tags: TagRef[]) =>
  api.post<Ticket>('/tags/sync', { ticketId, tags: tags.map((tag) => ({ id: tag.id })) });

export const listNotes = (ticketId: number, contactId: number) =>
  api.get<TicketNote[]>('/ticket-notes/list', { ticketId, contactId });
export const createNote = (ticketId: number, contactId: number, note: string) =>
  api.post<TicketNote>('/ticket-notes', { ticketId, contactId, note });
export const deleteNote = (id: number) => api.delete(`/ticket-notes/${id}`);

export const getContact = (id: number) => api.get<ContactRef>(`/contacts/${id}`);
export const saveContact = (id: number, body: { name: string; number: string; email: string }) =>
  api.put<ContactRef>(`/contacts/${id}`, body);
