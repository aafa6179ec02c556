import type { Knex } from 'knex';
import type { AuthUser, TenantDb } from '@balcao/core';
import { AppError } from '@balcao/core';
import type { AuditLogQuery } from '../audit-schemas.js';
import type { AuditLogRecord } from '../audit-entry.js';
import type { AuditLogPage } from '../contracts.js';

export const PAGE_SIZE = 20;

export interface FindDeps {
  db: TenantDb;
  knex: Knex;
}

const parseJson = (text: unknown) => {
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

function wire(row: Record<string, unknown>): AuditLogRecord {
  const at = row.createdAt;
  // SQLite answers epoch ms (a number, or digits), MariaDB a Date
  const created =
    at instanceof Date ? at : new Date(typeof at === 'string' && !/^\d+$/.test(at) ? at : Number(at));
  return {
    id: Number(row.id),
    companyId: row.companyId === null ? null : Number(row.companyId),
    ...('companyName' in row ? { companyName: (row.companyName as string | null) ?? null } : {}),
    actorKind: row.actorKind as AuditLogRecord['actorKind'],
    actorId: row.actorId === null ? null : Number(row.actorId),
    actorName: String(row.actorName ?? ''),
    action: String(row.action),
    entityType: String(row.entityType),
    entityId: (row.entityId as string | null) ?? null,
    summary: String(row.summary ?? ''),
    before: parseJson(row.before),
    after: parseJson(row.after),
    method: (row.method as string | null) ?? null,
    route: (row.route as string | null) ?? null,
    ip: (row.ip as string | null) ?? null,
    requestId: (row.requestId as string | null) ?? null,
    createdAt: created.toISOString(),
  };
}

/** the filters, on a builder of audit_logs named `a` */
function filtered(q: Knex.QueryBuilder, f: AuditLogQuery) {
  if (f.actorKind) q.where('a.actorKind', f.actorKind);
  if (f.actorId) q.where('a.actorId', f.actorId);
  if (f.action) q.where('a.action', 'like', `${f.action.replace(/[%_\\]/g, '\\$&')}%`);
  if (f.entityType) q.where('a.entityType', f.entityType);
  if (f.entityId) q.where('a.entityId', f.entityId);
  if (f.dateFrom) q.where('a.createdAt', '>=', new Date(`${f.dateFrom}T00:00:00.000Z`));
  if (f.dateTo)
    q.where('a.createdAt', '<', new Date(new Date(`${f.dateTo}T00:00:00.000Z`).getTime() + 86_400_000));
  const words = f.searchParam.trim().toLowerCase();
  if (words) {
    const like = `%${words.replace(/[%_\\]/g, '\\$&')}%`;
    q.where((w: Knex.QueryBuilder) =>
      w
        .whereRaw('lower(a.actor_name) like ?', [like])
        .orWhereRaw('lower(a.action) like ?', [like])
        .orWhereRaw('lower(a.summary) like ?', [like])
        .orWhereRaw('lower(a.before) like ?', [like])
        .orWhereRaw('lower(a.after) like ?', [like])
        .orWhere('a.entityId', words),
    );
  }
  return q;
}

/**
 * A page of the log, newest first: a company's admin reads their company's rows; a super user every company's
 * and the platform's (those without a company), or one company's with `companyId`.
 */
export async function findLogs(deps: FindDeps, viewer: AuthUser, f: AuditLogQuery): Promise<AuditLogPage> {
  if (f.companyId && !viewer.super) throw new AppError('ERR_NO_PERMISSION', 403);
  const base = () =>
    viewer.super
      ? filtered(deps.knex('auditLogs as a'), f).modify((q: Knex.QueryBuilder) => {
          if (f.companyId) q.where('a.companyId', f.companyId);
        })
      : filtered(deps.db.tenant(viewer.companyId)('auditLogs as a'), f);
  const counted = (await base().count({ count: '*' })) as Array<{ count: number | string }>;
  const count = Number(counted[0]?.count ?? 0);
  const page = base()
    .orderBy('a.id', 'desc')
    .limit(PAGE_SIZE + 1)
    .offset((f.pageNumber - 1) * PAGE_SIZE)
    .select('a.*');
  if (viewer.super) page.leftJoin('companies as c', 'c.id', 'a.companyId').select('c.name as companyName');
  const rows = (await page) as Array<Record<string, unknown>>;
  return {
    auditLogs: rows.slice(0, PAGE_SIZE).map(wire),
    count,
    hasMore: rows.length > PAGE_SIZE,
  };
}
