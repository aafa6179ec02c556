import { api } from '@balcao/kit';
import type {
  AppliesTo,
  Attainment,
  AttainmentParams,
  PolicyInput,
  PolicyWire,
} from '@balcao/plugin-sla/contracts';

export type {
  AppliesTo,
  Attainment,
  AttainmentBy,
  AttainmentFigures,
  AttainmentParams,
  PolicyWire as Policy,
} from '@balcao/plugin-sla/contracts';

/** Something a policy can apply to, as the pickers list it. */
export interface Target {
  id: number;
  name: string;
}

export const listPolicies = (signal?: AbortSignal) =>
  api.get<PolicyWire[]>('/sla-policies', undefined, signal);
export const createPolicy = (data: PolicyInput) => api.post<PolicyWire>('/sla-policies', data);
export const updatePolicy = (id: number, data: PolicyInput) =>
  api.put<PolicyWire>(`/sla-policies/${id}`, data);
export const deletePolicy = (id: number) => api.delete(`/sla-policies/${id}`);

/** The company's queues, tags and connections, for the "applies to" picker. */
export async function listTargets(): Promise<Record<Exclude<AppliesTo, 'company'>, Target[]>> {
  const [queue, tag, connection] = await Promise.all([
    api.get<Target[]>('/queue'),
    api.get<Target[]>('/tags/list'),
    api.get<Target[]>('/whatsapp'),
  ]);
  return { queue, tag, connection };
}

export const fetchAttainment = (params: AttainmentParams, signal?: AbortSignal) =>
  api.get<Attainment>('/sla-report', params, signal);
