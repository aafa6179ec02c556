import { pagedRoute, api } from '@balcao/kit';

export interface Tag {
  id: number;
  name: string;
  color: string | null;
  kanban: 0 | 1 | number;
  userId: number | null;
  /** set by the paged list only */
  ticketsCount?: number;
}
export interface TagInput {
  name: string;
  color: string | null;
  kanban?: 0 | 1;
}

export interface TicketTag {
  id: number;
  name: string;
  color: string | null;
  kanban: number;
}
/** A kanban card: the ticket as GET /ticket/kanban answers it (the fields the board reads). */
export interface KanbanTicket {
  id: number;
  uuid: string;
  status: string;
  lastMessage: string | null;
  updatedAt: string;
  unreadMessages?: number;
  contact?: { id: number; name: string; number?: string; profilePicUrl?: string | null } | null;
  queue?: { id: number; name: string; color: string } | null;
  user?: { id: number; name: string } | null;
  tags: TicketTag[];
}

/** GET /tags: 20 a page by name, with ticketsCount. */
export const fetchTagPage = pagedRoute<Tag>('/tags', 'tags');
export const createTag = (data: TagInput) => api.post<Tag>('/tags', data);
export const updateTag = (id: number, data: Partial<TagInput>) => api.put<Tag>(`/tags/${id}`, data);
export const deleteTag = (id: number) => api.delete(`/tags/${id}`);

/** The board's lanes: the kanban tags, by id. */
export const fetchKanbanLanes = async () => (await api.get<{ lista: Tag[] }>('/tags/kanban')).lista;

/** GET /ticket/kanban: 40 cards a page. */
export const fetchKanbanPage = (pageNumber: number, searchParam = '') =>
  api.get<{ tickets: KanbanTicket[]; count: number; hasMore: boolean }>('/ticket/kanban', {
    pageNumber,
    searchParam,
  });

/** Takes the ticket off its kanban lanes (its other tags stay). */
export const removeKanbanTags = (ticketId: number) => api.delete(`/ticket-tags/${ticketId}`);
export const addTicketTag = (ticketId: number, tagId: number) => api.put(`/ticket-tags/${ticketId}/${tagId}`);
