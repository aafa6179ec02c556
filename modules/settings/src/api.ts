import { api, type Plan, type PlanFlags } from '@balcao/kit';
import type {
  CompanyInput,
  CompanyWire,
  PlanColumns,
  Recurrence,
  RegistriesWire,
  Schedule,
  SettingWire,
} from '@balcao/core/contracts';

export type {
  CompanyInput,
  CompanyWire as Company,
  Labels,
  PlanFlagWire as PlanFlagDeclaration,
  PlanLimitWire as PlanLimitDeclaration,
  Recurrence,
  RegistriesWire as Registries,
  Schedule,
  SettingDeclarationWire as SettingDeclaration,
} from '@balcao/core/contracts';

export const RECURRENCES: Recurrence[] = ['MENSAL', 'BIMESTRAL', 'TRIMESTRAL', 'SEMESTRAL', 'ANUAL'];

/** a plan as the form sends it: its columns and each declared flag at the top level (useCampaigns: true ...) */
export type PlanInput = PlanColumns & PlanFlags;

export const getRegistries = () => api.get<RegistriesWire>('/registries');

export const listSettings = () => api.get<SettingWire[]>('/settings');
export const updateSetting = (key: string, value: string) =>
  api.put<SettingWire>(`/settings/${key}`, { value });

export const getCompany = (id: number) => api.get<CompanyWire>(`/companies/${id}`);
// GET /companies (the kernel's /companies/list is shadowed by /companies/:id at the time of writing)
export const listCompanies = (signal?: AbortSignal) =>
  api.get<CompanyWire[]>('/companies', undefined, signal);
export const createCompany = (data: CompanyInput) => api.post<CompanyWire>('/companies', data);
export const updateCompany = (id: number, data: CompanyInput) =>
  api.put<CompanyWire>(`/companies/${id}`, data);
export const deleteCompany = (id: number) => api.delete(`/companies/${id}`);
export const advanceDueDate = (id: number) => api.post<CompanyWire>(`/companies/${id}/advance-due-date`);
export const saveSchedules = (id: number, schedules: Schedule[]) =>
  api.put<CompanyWire>(`/companies/${id}/schedules`, { schedules });

export const listPlans = (signal?: AbortSignal) => api.get<Plan[]>('/plans/all', undefined, signal);
export const createPlan = (data: PlanInput) => api.post<Plan>('/plans', data);
export const updatePlan = (id: number, data: PlanInput) => api.put<Plan>(`/plans/${id}`, data);
export const deletePlan = (id: number) => api.delete(`/plans/${id}`);
