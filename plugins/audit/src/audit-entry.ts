import type { ActorKind } from './contracts.js';

export { actorKinds, type ActorKind, type AuditLogRecord } from './contracts.js';

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
