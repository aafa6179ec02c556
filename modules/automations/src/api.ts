import { api, type ActionChoices } from '@balcao/kit';
import type {
  CatalogWire,
  RuleInput as RuleWireInput,
  RuleWire,
  RunWire,
} from '@balcao/plugin-automations/contracts';

export type {
  AutomationEvent,
  CatalogWire as Catalog,
  ConditionWire as Condition,
  RuleWire as Rule,
  RunWire as Run,
  Labels,
} from '@balcao/plugin-automations/contracts';

/** the form's values, as the editor keeps them */
export type RuleInput = Pick<
  RuleWire,
  'name' | 'enabled' | 'event' | 'idleMinutes' | 'conditions' | 'actions'
>;

/** a queue, a user, a tag or a connection, as the pickers list them */
export type Named = ActionChoices['queues'][number];

export const listRules = (signal?: AbortSignal) => api.get<RuleWire[]>('/automations', undefined, signal);
export const getCatalog = () => api.get<CatalogWire>('/automations/catalog');
/** the form's values go as they are: they must fit what the route takes */
export const createRule = (data: RuleWireInput) => api.post<RuleWire>('/automations', data);
export const updateRule = (id: number, data: Partial<RuleWireInput>) =>
  api.put<RuleWire>(`/automations/${id}`, data);
export const deleteRule = (id: number) => api.delete(`/automations/${id}`);
export const listRuns = (id: number) => api.get<RunWire[]>(`/automations/${id}/runs`);

/** what the pickers list */
export const listQueues = () => api.get<Named[]>('/queue');
export const listUsers = () => api.get<Named[]>('/users/list');
export const listTags = () => api.get<Named[]>('/tags/list');
export const listConnections = () => api.get<Named[]>('/whatsapp');
