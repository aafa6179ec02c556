import { api, request, type ActionChoices } from '@balcao/kit';
import type { ActionKindList, MacroInput, MacroRunWire, MacroWire } from '@balcao/plugin-macros/contracts';

export type { MacroWire as Macro } from '@balcao/plugin-macros/contracts';

/** the form's values: every action with its params, as the editor keeps them */
export type MacroValues = Pick<MacroWire, 'name' | 'visibility' | 'actions'>;

export const listMacros = (signal?: AbortSignal) => api.get<MacroWire[]>('/macros', undefined, signal);
export const listActionKinds = () => api.get<ActionKindList>('/macros/actions');
/** the form's values go as they are: they must fit what the route takes */
export const createMacro = (data: MacroInput) => api.post<MacroWire>('/macros', data);
export const updateMacro = (id: number, data: Partial<MacroInput>) =>
  api.put<MacroWire>(`/macros/${id}`, data);
export const deleteMacro = (id: number) => api.delete(`/macros/${id}`);
/** `key` is the click's: a retry of the same click is answered, not applied again */
export const applyMacro = (id: number, ticketId: number, key: string) =>
  request<MacroRunWire>('POST', `/macros/${id}/apply/${ticketId}`, {
    body: {},
    headers: { 'Idempotency-Key': key },
  });

/** what the action editor's pickers list: a queue, a user or a tag */
export const listQueues = () => api.get<ActionChoices['queues']>('/queue');
export const listUsers = () => api.get<ActionChoices['users']>('/users/list');
export const listTags = () => api.get<ActionChoices['tags']>('/tags/list');
