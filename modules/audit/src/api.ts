import { api, pagedRoute } from '@balcao/kit';
import type { AuditLogRecord as AuditLog } from '@balcao/plugin-audit/contracts';

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

/** GET /audit-logs, newest first; an empty filter is not sent (the kit's client leaves out empty params) */
export const fetchAuditPage = pagedRoute<AuditLog, AuditFilters>(
  '/audit-logs',
  'auditLogs',
  (filters) => filters,
);

/** the companies a super user may pick (GET /companies/list) */
export const listCompanies = () => api.get<Array<{ id: number; name: string }>>('/companies/list');
