/** The plan flags plugins declared (useCampaigns, useKanban ...), by key; GET /registries lists them. */
export type PlanFlags = Record<string, boolean | number | string | undefined>;
export interface Plan {
  id: number;
  name: string;
  users?: number;
  connections?: number;
  queues?: number;
  value?: number | string;
  enabled?: boolean;
  /** each declared plan flag, under its wire name */
  [flag: string]: boolean | number | string | undefined;
}
export interface Setting {
  key: string;
  value: string;
}
export interface Company {
  id: number;
  name: string;
  dueDate: string | null;
  /** past its due date and the grace days: only billing answers until it is paid (core's company standing) */
  overdue?: boolean;
  settings?: Setting[];
  plan?: Plan;
}
export interface Queue {
  id: number;
  name: string;
  color: string;
}
export interface User {
  id: number;
  name: string;
  email: string;
  profile: 'user' | 'admin' | 'supervisor';
  super: boolean;
  companyId: number;
  allTicket?: string;
  queues: Queue[];
  whatsappId?: number | null;
  company: Company;
}
