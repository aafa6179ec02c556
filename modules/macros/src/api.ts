import { api, request } from '@balcao/kit';
import type {
  ActionKindList,
  MacroActionWire,
  MacroInput as MacroWireInput,
  MacroRunWire,
  MacroVisibility,
  MacroWire,
} from '@balcao/plugin-macros/contracts';

export type {
  ActionKindWire as ActionKind,
  MacroActionWire as MacroAction,
  MacroRunWire as MacroRun,
  MacroVisibility as Visibility,
  MacroWire as Macro,
} from '@balcao/plugin-macros/contracts';

/** the form's values: every action with its params, as the editor keeps them */
export interface MacroInput {
  name: string;
  visibility: MacroVisibility;
  actions: MacroActionWire[];
}

/** a queue, a user or a tag, as the pickers list them */
export interface Named {
  id: number;
  name: string;
}

export const listMacros = (signal?: AbortSignal) => api.get<MacroWire[]>('/macros', undefined, signal);
export const listActionKinds = () => api.get<ActionKindList>('/macros/actions');
/** the form's values go as they are: they must fit what the route takes */
export const createMacro = (data: MacroWireInput) => api.post<MacroWire>('/macros', data);
export const updateMacro = (id: number, data: Partial<MacroWireInput>) =>
  api.put<MacroWire>(`/macros/${id}`, data);
export const deleteMacro = (id: number) => api.delete(`/macros/${id}`);
/** `key` is the click's: a retry of the same click is answered, not applied again */
export const applyMacro = (id: number, ticketId: number, key: string) =>
  request<MacroRunWire>('POST', `/macros/${id}/apply/${ticketId}`, {
    body: {},
    headers: { 'Idempotency-Key': key },
  });

/** what the action editor's pickers list */
export const listQueues = () => api.get<Named[]>('/queue');
export const listUsers = () => api.get<Named[]>('/users/list');
export const listTags = () => api.get<Named[]>('/tags/list');
