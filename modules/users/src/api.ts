import { api, pagedRoute, type Queue } from '@balcao/kit';
import type { ConnectionWire, Profile, UserInput, UserWire } from '@balcao/core/contracts';

export type { Profile, UserInput, UserWire as UserRow } from '@balcao/core/contracts';
export const PROFILES: Profile[] = ['user', 'admin', 'supervisor'];

/** a connection as GET /whatsapp?session=0 lists it, what the dialog's picker reads of it */
export type Connection = Pick<ConnectionWire, 'id' | 'name'>;

export const fetchUserPage = pagedRoute<UserWire>('/users', 'users');
export const createUser = (data: UserInput) => api.post<UserWire>('/users', data);
export const updateUser = (id: number, data: Partial<UserInput>) => api.put<UserWire>(`/users/${id}`, data);
export const deleteUser = (id: number) => api.delete(`/users/${id}`);

/** The dialog's choices; queues and connections may be missing (plugin off, no permission): none then. */
export const listQueues = () => api.get<Queue[]>('/queue').catch(() => [] as Queue[]);
export const listConnections = () =>
  api.get<Connection[]>('/whatsapp', { session: 0 }).catch(() => [] as Connection[]);

/** Spec §5: user searches query only from 3 characters. */
export const MIN_SEARCH = 3;
