import { api, type Queue } from '@balcao/kit';

export type Profile = 'user' | 'admin' | 'supervisor';
export const PROFILES: Profile[] = ['user', 'admin', 'supervisor'];

export interface UserRow {
  id: number;
  name: string;
  email: string;
  profile: Profile;
  super: boolean;
  allTicket: 'enable' | 'disable' | string;
  whatsappId: number | null;
  queues: Queue[];
}

/** What POST /users and PUT /users/:id take (core's user schema); password only when set. */
export interface UserInput {
  name: string;
  email: string;
  password?: string;
  currentPassword?: string;
  profile?: Profile;
  super?: boolean;
  queueIds?: number[];
  whatsappId?: number | null;
  allTicket?: 'enable' | 'disable';
}

export interface Connection {
  id: number;
  name: string;
}

export const listUsers = (searchParam: string, pageNumber: number, signal: AbortSignal) =>
  api.get<{ users: UserRow[]; hasMore: boolean }>('/users', { searchParam, pageNumber }, signal);
export const createUser = (data: UserInput) => api.post<UserRow>('/users', data);
export const updateUser = (id: number, data: Partial<UserInput>) => api.put<UserRow>(`/users/${id}`, data);
export const deleteUser = (id: number) => api.delete(`/users/${id}`);

/** The dialog's choices; queues and connections may be missing (plugin off, no permission): none then. */
export const listQueues = () => api.get<Queue[]>('/queue').catch(() => [] as Queue[]);
export const listConnections = () =>
  api.get<Connection[]>('/whatsapp', { session: 0 }).catch(() => [] as Connection[]);

/** Spec §5: user searches query only from 3 characters. */
export const MIN_SEARCH = 3;
