import { api, request } from '@balcao/kit';

export type Visibility = 'shared' | 'personal';

/** one action of a macro: its kind (`tag.add`) and its params ({ tagId }) */
export interface MacroAction {
  kind: string;
  params: Record<string, unknown>;
}

export interface Macro {
  id: number;
  name: string;
  visibility: Visibility;
  userId: number | null;
  actions: MacroAction[];
  /** the signed-in user wrote it */
  mine: boolean;
}

export interface MacroInput {
  name: string;
  visibility: Visibility;
  actions: MacroAction[];
}

/** a kind of action the server knows, with its labels per language */
export interface ActionKind {
  kind: string;
  labels: Record<'pt' | 'en' | 'es', string>;
}

export interface MacroRun {
  macroId: number;
  ticketId: number;
  replayed: boolean;
  outcomes: Array<{ kind: string; ok: true; detail?: Record<string, unknown> }>;
}

export interface Named {
  id: number;
  name: string;
}

export const listMacros = (signal?: AbortSignal) => api.get<Macro[]>('/macros', undefined, signal);
export const listActionKinds = () => api.get<{ actions: ActionKind[] }>('/macros/actions');
export const createMacro = (data: MacroInput) => api.post<Macro>('/macros', data);
export const updateMacro = (id: number, data: Partial<MacroInput>) => api.put<Macro>(`/macros/${id}`, data);
export const deleteMacro = (id: number) => api.delete(`/macros/${id}`);
/** `key` is the click's: a retry of the same click is answered, not applied again */
export const applyMacro = (id: number, ticketId: number, key: string) =>
  request<MacroRun>('POST', `/macros/${id}/apply/${ticketId}`, {
    body: {},
    headers: { 'Idempotency-Key': key },
  });

/** what the action editor's pickers list */
export const listQueues = () => api.get<Named[]>('/queue');
export const listUsers = () => api.get<Named[]>('/users/list');
export const listTags = () => api.get<Named[]>('/tags/list');
