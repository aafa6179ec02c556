import type { Knex } from 'knex';
import type { TenantDb } from '@balcao/core';
import type { AuditEntry } from '../audit-entry.js';
import { redactedJson } from '../redact.js';

export interface AppendDeps {
  db: TenantDb;
  knex: Knex;
  now: () => Date;
}

const cut = (s: string | undefined | null, n: number) => (s ? s.slice(0, n) : s);

/**
 * The log's only write: an insert. A company's row goes through the tenant builder (its company stamped); a
 * platform row (no company) through the plugin's own knex.
 */
export async function appendEntry(deps: AppendDeps, e: AuditEntry): Promise<void> {
  const row = {
    actorKind: e.actorKind,
    actorId: e.actorId,
    actorName: cut(e.actorName, 200) ?? '',
    action: cut(e.action, 80)!,
    entityType: cut(e.entityType, 40)!,
    entityId: e.entityId === null || e.entityId === undefined ? null : cut(String(e.entityId), 64),
    summary: cut(e.summary, 300) ?? '',
    before: redactedJson(e.before),
    after: redactedJson(e.after),
    method: e.method ?? null,
    route: cut(e.route, 200) ?? null,
    ip: cut(e.ip, 64) ?? null,
    requestId: e.requestId ?? null,
    createdAt: deps.now(),
  };
  if (e.companyId === null) await deps.knex('auditLogs').insert({ ...row, companyId: null });
  else await deps.db.tenant(e.companyId)('auditLogs').insert(row);
}
