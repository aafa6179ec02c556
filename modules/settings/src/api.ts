import { api, type Plan, type Setting } from '@balcao/kit';

export type Recurrence = 'MENSAL' | 'BIMESTRAL' | 'TRIMESTRAL' | 'SEMESTRAL' | 'ANUAL';
export const RECURRENCES: Recurrence[] = ['MENSAL', 'BIMESTRAL', 'TRIMESTRAL', 'SEMESTRAL', 'ANUAL'];

export interface Schedule {
  weekday: string;
  weekdayEn: string;
  startTime: string;
  endTime: string;
}
export interface Company {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  planId: number;
  plan?: { id: number; name: string };
  status: boolean;
  dueDate: string | null;
  recurrence: Recurrence | null;
  createdAt: string;
  schedules?: Schedule[] | null;
  campaignsEnabled?: boolean;
}
export interface CompanyInput {
  name: string;
  email?: string;
  phone?: string;
  planId: number;
  status: boolean;
  dueDate: string | null;
  recurrence: Recurrence;
  campaignsEnabled?: boolean;
}
export type PlanInput = Omit<Plan, 'id'>;

export const listSettings = () => api.get<Setting[]>('/settings');
export const updateSetting = (key: string, value: string) => api.put<Setting>(`/settings/${key}`, { value });

export const getCompany = (id: number) => api.get<Company>(`/companies/${id}`);
// GET /companies (the kernel's /companies/list is shadowed by /companies/:id at the time of writing)
export const listCompanies = () => api.get<Company[]>('/companies');
export const createCompany = (data: CompanyInput) => api.post<Company>('/companies', data);
export const updateCompany = (id: number, data: CompanyInput) => api.put<Company>(`/companies/${id}`, data);
export const deleteCompany = (id: number) => api.delete(`/companies/${id}`);
export const advanceDueDate = (id: number) => api.post<Company>(`/companies/${id}/advance-due-date`);
export const saveSchedules = (id: number, schedules: Schedule[]) =>
  api.put<Company>(`/companies/${id}/schedules`, { schedules });

export const listPlans = () => api.get<Plan[]>('/plans/all');
export const createPlan = (data: PlanInput) => api.post<Plan>('/plans', data);
export const updatePlan = (id: number, data: PlanInput) => api.put<Plan>(`/plans/${id}`, data);
export const deletePlan = (id: number) => api.delete(`/plans/${id}`);
