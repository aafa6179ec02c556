/**
 * The audit log as GET /audit-logs answers it, typed once for the plugin and modules/audit. Imports nothing.
 */

export type ActorKind = 'user' | 'api-token' | 'bot' | 'system';
export const actorKinds: readonly ActorKind[] = ['user', 'api-token', 'bot', 'system'];

/** A row as GET /audit-logs answers it. */
export interface AuditLogRecord {
  id: number;
  companyId: number | null;
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

/** GET /audit-logs?searchParam&pageNumber&filters: 20 a page, newest first */
export interface AuditLogPage {
  auditLogs: AuditLogRecord[];
  count: number;
  hasMore: boolean;
}
