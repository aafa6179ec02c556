import { api } from '@balcao/kit';
import type { TicketNoteWire } from '@balcao/plugin-tickets/contracts';
import type { ContactRef, TagRef, Ticket } from '../types';

export type { TicketNoteWire as TicketNote } from '@balcao/plugin-tickets/contracts';

export const deleteTicket = (id: number) => api.delete(`/tickets/${id}`);

/** the ticket's tags become exactly these; answers the ticket with its tags */
export const syncTags = (ticketId: number, tags: TagRef[]) =>
  api.post<Ticket>('/tags/sync', { ticketId, tags: tags.map((tag) => ({ id: tag.id })) });

export const listNotes = (ticketId: number, contactId: number) =>
  api.get<TicketNoteWire[]>('/ticket-notes/list', { ticketId, contactId });
export const createNote = (ticketId: number, contactId: number, note: string) =>
  api.post<TicketNoteWire>('/ticket-notes', { ticketId, contactId, note });
export const deleteNote = (id: number) => api.delete(`/ticket-notes/${id}`);

export const getContact = (id: number) => api.get<ContactRef>(`/contacts/${id}`);
