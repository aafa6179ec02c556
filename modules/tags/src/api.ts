import { pagedRoute, api } from '@balcao/kit';
import type { KanbanLanes, KanbanPage, TagInput, TagWire } from '@balcao/plugin-tags/contracts';

export type { KanbanTicket, TagWire as Tag } from '@balcao/plugin-tags/contracts';

/** GET /tags: 20 a page by name, with ticketsCount. */
export const fetchTagPage = pagedRoute<TagWire>('/tags', 'tags');
export const createTag = (data: TagInput) => api.post<TagWire>('/tags', data);
export const updateTag = (id: number, data: Partial<TagInput>) => api.put<TagWire>(`/tags/${id}`, data);
export const deleteTag = (id: number) => api.delete(`/tags/${id}`);

/** The board's lanes: the kanban tags, by id. */
export const fetchKanbanLanes = async () => (await api.get<KanbanLanes>('/tags/kanban')).lista;

/** GET /ticket/kanban: 40 cards a page. */
export const fetchKanbanPage = (pageNumber: number, searchParam = '') =>
  api.get<KanbanPage>('/ticket/kanban', { pageNumber, searchParam });

/** Takes the ticket off its kanban lanes (its other tags stay). */
export const removeKanbanTags = (ticketId: number) => api.delete(`/ticket-tags/${ticketId}`);
export const addTicketTag = (ticketId: number, tagId: number) => api.put(`/ticket-tags/${ticketId}/${tagId}`);
