export type ActorKind = 'user' | 'api-token' | 'bot' | 'system';
export const actorKinds: readonly ActorKind[] = ['user', 'api-token', 'bot', 'system'];

/** One fact for the log, before its values are redacted and trimmed. */
export interface AuditEntry {
  /** null: the platform's own action */
  companyId: number | null;
  actorKind: ActorKind;
  actorId: number | null;
  actorName: string;
  action: string;
  entityType: string;
  entityId: string | number | null;
  summary: string;
  before?: unknown;
  after?: unknown;
  method?: string;
  route?: string;
  ip?: string;
  requestId?: string;
}

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
