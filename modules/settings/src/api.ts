import { api, type Plan, type PlanFlags, type Setting } from '@balcao/kit';

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
  /** the company's settings (GET /companies carries them; the form reads its company fields here) */
  settings?: Setting[];
}
export interface CompanyInput {
  name: string;
  email?: string;
  phone?: string;
  planId: number;
  status: boolean;
  dueDate: string | null;
  recurrence: Recurrence;
  /** each setting declared as a company field (campaignsEnabled), as Whaticket's form sends it */
  [companyField: string]: string | number | boolean | null | undefined;
}
/** a plan as the form sends it: its columns and each declared flag at the top level (useCampaigns: true ...) */
export type PlanInput = {
  name: string;
  users: number;
  connections: number;
  queues: number;
  value: number;
  enabled: boolean;
} & PlanFlags;

/** A label in each language the product ships (GET /registries). */
export interface Labels {
  pt: string;
  en: string;
  es: string;
}
export interface PlanFlagDeclaration {
  key: string;
  labels: Labels;
  /** what a new plan starts with */
  default: boolean;
  plugin: string;
}
/** A counted limit a plugin adds to plans (campaigns, schedules), a number field of the plan on the wire. */
export interface PlanLimitDeclaration {
  key: string;
  labels: Labels;
  /** what a new plan starts with */
  default: number;
  plugin: string;
}
export interface SettingDeclaration {
  key: string;
  labels: Labels;
  default: string;
  /** a closed set of values; null for free text up to maxLength */
  choices: { value: string; labels: Labels }[] | null;
  maxLength: number | null;
  access: 'admin' | 'super';
  /** an integration credential */
  secret: boolean;
  /** the company form carries it as a field of the company */
  companyField: boolean;
  plugin: string;
}
/** What the plugins declared; settings the viewer may not see are already left out by the server. */
export interface Registries {
  planFlags: PlanFlagDeclaration[];
  planLimits: PlanLimitDeclaration[];
  settings: SettingDeclaration[];
  connectionFields: { key: string; labels: Labels; plugin: string }[];
}

export const getRegistries = () => api.get<Registries>('/registries');

export const listSettings = () => api.get<Setting[]>('/settings');
export const updateSetting = (key: string, value: string) => api.put<Setting>(`/settings/${key}`, { value });

export const getCompany = (id: number) => api.get<Company>(`/companies/${id}`);
// GET /companies (the kernel's /companies/list is shadowed by /companies/:id at the time of writing)
export const listCompanies = (signal?: AbortSignal) => api.get<Company[]>('/companies', undefined, signal);
export const createCompany = (data: CompanyInput) => api.post<Company>('/companies', data);
export const updateCompany = (id: number, data: CompanyInput) => api.put<Company>(`/companies/${id}`, data);
export const deleteCompany = (id: number) => api.delete(`/companies/${id}`);
export const advanceDueDate = (id: number) => api.post<Company>(`/companies/${id}/advance-due-date`);
export const saveSchedules = (id: number, schedules: Schedule[]) =>
  api.put<Company>(`/companies/${id}/schedules`, { schedules });

export const listPlans = (signal?: AbortSignal) => api.get<Plan[]>('/plans/all', undefined, signal);
export const createPlan = (data: PlanInput) => api.post<Plan>('/plans', data);
export const updatePlan = (id: number, data: PlanInput) => api.put<Plan>(`/plans/${id}`, data);
export const deletePlan = (id: number) => api.delete(`/plans/${id}`);
