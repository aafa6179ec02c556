import { api } from '@balcao/kit';
import type { ConnectionWire, UserOption } from '@balcao/core/contracts';
import type { QueueWire } from '@balcao/plugin-queues/contracts';
import type { MessagePage } from '@balcao/plugin-tickets/contracts';
import type { TagRef, Ticket } from './types';

/** The calls more than one area of the screen makes; each area keeps its own in its api.ts. */

/** a queue as GET /queue lists it (plugins/queues), what the pickers read of it */
export type QueueOption = Pick<QueueWire, 'id' | 'name' | 'color'>;
/** GET /users/list (core) */
export type { UserOption } from '@balcao/core/contracts';
/** a connection as GET /whatsapp?session=0 lists it (core), what the pickers read of it */
export type ConnectionOption = Pick<ConnectionWire, 'id' | 'name'>;

/** The wire bodies of spec §4, as Whaticket's client sends them to PUT /tickets/:id. */
export const updateTicket = (id: number, body: Record<string, unknown>) =>
  api.put<Ticket>(`/tickets/${id}`, body);

/** a page of a ticket's messages, as spec §7 GET /messages/:ticketId answers it */
export const listMessages = (ticketId: number, pageNumber = 1, signal?: AbortSignal) =>
  api.get<MessagePage>(`/messages/${ticketId}`, { pageNumber }, signal);

export const listQueues = () => api.get<QueueOption[]>('/queue');
export const listUsers = () => api.get<UserOption[]>('/users/list');
/** the connections without their session data */
export const listConnections = () => api.get<ConnectionOption[]>('/whatsapp', { session: 0 });
export const listTags = () => api.get<TagRef[]>('/tags/list');
