import { productPlugins, startTenantKernel, type TenantKernel } from '@balcao/core/testing';
import type { AuditLogRecord } from '../src/index.js';

export type AuditRole = 'superUser' | 'admin' | 'attendant' | 'adminB';
export type AuditKernel = TenantKernel<AuditRole>;

/** The whole product (every plugin writes something worth logging), tenants A and B, four callers. */
export async function startAuditKernel(): Promise<AuditKernel> {
  return startTenantKernel({
    plugins: await productPlugins(),
    as: ['superUser', 'admin', 'attendant', 'adminB'],
  });
}

/** company A's admin's view of the log, filtered as the screen filters it */
export async function logOf(
  k: AuditKernel,
  query: Record<string, string | number> = {},
  as: AuditRole = 'admin',
): Promise<AuditLogRecord[]> {
  const qs = new URLSearchParams(Object.entries(query).map(([key, v]): [string, string] => [key, String(v)]));
  const res = await k[as].get(`/audit-logs?${qs}`);
  if (res.status !== 200) throw new Error(`GET /audit-logs ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.auditLogs as AuditLogRecord[];
}

/** the newest row of company A's log with this action (and entity id) */
export async function rowOf(k: AuditKernel, action: string, entityId?: number | string) {
  const rows = await logOf(k, { action, ...(entityId === undefined ? {} : { entityId: String(entityId) }) });
  if (!rows[0]) throw new Error(`no ${action} row${entityId === undefined ? '' : ` for ${entityId}`}`);
  return rows[0];
}
