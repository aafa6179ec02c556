export interface PlanFlags {
  useCampaigns: boolean;
  useKanban: boolean;
  useOpenAi: boolean;
  useIntegrations: boolean;
  useSchedules: boolean;
  useInternalChat: boolean;
  useExternalApi: boolean;
}
export interface Plan extends PlanFlags {
  id: number;
  name: string;
  users?: number;
  connections?: number;
  queues?: number;
  value?: number | string;
  enabled?: boolean;
}
export interface Setting {
  key: string;
  value: string;
}
export interface Company {
  id: number;
  name: string;
  dueDate: string | null;
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
