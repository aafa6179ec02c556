import { api } from '@balcao/kit';
import type { TagRef, Ticket } from './types';

/** The calls more than one area of the screen makes; each area keeps its own in its api.ts. */

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
  /** has the app open now (a live socket) */
  online?: boolean;
}
export interface ConnectionOption {
  id: number;
  name: string;
}

/** The wire bodies of spec §4, as Whaticket's client sends them to PUT /tickets/:id. */
export const updateTicket = (id: number, body: Record<string, unknown>) =>
  api.put<Ticket>(`/tickets/${id}`, body);

export const listQueues = () => api.get<QueueOption[]>('/queue');
export const listUsers = () => api.get<UserOption[]>('/users/list');
/** the connections without their session data */
export const listConnections = () => api.get<ConnectionOption[]>('/whatsapp', { session: 0 });
export const listTags = () => api.get<TagRef[]>('/tags/list');
