import { api } from '@balcao/kit';

export type AppliesTo = 'company' | 'queue' | 'tag' | 'connection';

export interface Policy {
  id: number;
  name: string;
  appliesTo: AppliesTo;
  targetId: number | null;
  targetName: string | null;
  firstResponseMinutes: number | null;
  nextResponseMinutes: number | null;
  resolutionMinutes: number | null;
  businessHours: boolean;
}

export type PolicyInput = Omit<Policy, 'id' | 'targetName'>;

/** Something a policy can apply to, as the pickers list it. */
export interface Target {
  id: number;
  name: string;
}

export const listPolicies = (signal?: AbortSignal) => api.get<Policy[]>('/sla-policies', undefined, signal);
export const createPolicy = (data: PolicyInput) => api.post<Policy>('/sla-policies', data);
export const updatePolicy = (id: number, data: PolicyInput) => api.put<Policy>(`/sla-policies/${id}`, data);
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

export type AttainmentBy = 'queue' | 'attendant';

/** GET /sla-report's figures of a group of tickets (plugins/sla/src/services/attainment.ts) */
export interface AttainmentFigures {
  tickets: number;
  breached: number;
  attainment: number | null;
  firstResponse: { met: number; breached: number };
  nextResponse: { breached: number };
  resolution: { met: number; breached: number };
}

export interface Attainment {
  by: AttainmentBy;
  from: string;
  to: string;
  totals: AttainmentFigures;
  rows: Array<{ key: number | null; name: string } & AttainmentFigures>;
}

// a type, not an interface: the api client takes it as a record of query values
export type AttainmentParams = {
  initialDate: string;
  finalDate: string;
  by: AttainmentBy;
};

export const fetchAttainment = (params: AttainmentParams, signal?: AbortSignal) =>
  api.get<Attainment>('/sla-report', params, signal);
