import { api, type FetchPage } from '@balcao/kit';
import type { AuditLogPage, AuditLogRecord as AuditLog } from '@balcao/plugin-audit/contracts';

export { actorKinds, type AuditLogRecord as AuditLog } from '@balcao/plugin-audit/contracts';

export const noFilters = {
  actorKind: '',
  action: '',
  entityType: '',
  dateFrom: '',
  dateTo: '',
  companyId: '',
};
/** the screen's filters, each a text ('' for any) */
export type AuditFilters = typeof noFilters;

/** GET /audit-logs, newest first; an empty filter is not sent */
export const fetchAuditPage: FetchPage<AuditLog, AuditFilters> = async ({
  searchParam,
  pageNumber,
  filters,
  signal,
}) => {
  const params: Record<string, string | number> = { searchParam, pageNumber };
  for (const [key, value] of Object.entries(filters)) if (value) params[key] = value;
  const res = await api.get<AuditLogPage>('/audit-logs', params, signal);
  return { items: res.auditLogs, hasMore: res.hasMore };
};

/** the companies a super user may pick (GET /companies/list) */
export const listCompanies = () => api.get<Array<{ id: number; name: string }>>('/companies/list');
