import { api, type FetchPage } from '@balcao/kit';

export type ActorKind = 'user' | 'api-token' | 'bot' | 'system';
export const actorKinds: ActorKind[] = ['user', 'api-token', 'bot', 'system'];

export interface AuditLog {
  id: number;
  companyId: number | null;
  /** the super user's view only */
  companyName?: string | null;
  actorKind: ActorKind;
  actorId: number | null;
  actorName: string;
  action: string;
  entityType: string;
  entityId: string | null;
  summary: string;
  before: unknown;
  after: unknown;
  method: string | null;
  route: string | null;
  ip: string | null;
  requestId: string | null;
  createdAt: string;
}

export interface AuditFilters {
  actorKind: string;
  action: string;
  entityType: string;
  dateFrom: string;
  dateTo: string;
  companyId: string;
}

export const noFilters: AuditFilters = {
  actorKind: '',
  action: '',
  entityType: '',
  dateFrom: '',
  dateTo: '',
  companyId: '',
};

/** GET /audit-logs, newest first; an empty filter is not sent */
export const fetchAuditPage: FetchPage<AuditLog, AuditFilters> = async ({
  searchParam,
  pageNumber,
  filters,
  signal,
}) => {
  const params: Record<string, string | number> = { searchParam, pageNumber };
  for (const [key, value] of Object.entries(filters)) if (value) params[key] = value;
  const res = await api.get<{ auditLogs: AuditLog[]; count: number; hasMore: boolean }>(
    '/audit-logs',
    params,
    signal,
  );
  return { items: res.auditLogs, hasMore: res.hasMore };
};

/** the companies a super user may pick (GET /companies/list) */
export const listCompanies = () => api.get<Array<{ id: number; name: string }>>('/companies/list');
