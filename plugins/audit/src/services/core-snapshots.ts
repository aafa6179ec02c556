import type { Knex } from 'knex';

/**
 * Before and after of the kernel's own records, which every plugin may name (docs/plugins.md "One owner per
 * table"): a user, a connection, a company, a plan. Read by id, reduced to the columns worth reading in a log;
 * a plugin's records are not read here (their owner's table), their log keeps the body sent instead.
 */
const snapshotColumns: Record<string, { table: string; columns: string[]; platform?: boolean }> = {
  user: { table: 'users', columns: ['name', 'email', 'profile', 'super', 'allTicket', 'whatsappId'] },
  connection: {
    table: 'whatsapps',
    columns: [
      'name',
      'isDefault',
      'greetingMessage',
      'complationMessage',
      'outOfHoursMessage',
      'provider',
      'tokenHash',
    ],
  },
  company: {
    table: 'companies',
    columns: ['name', 'email', 'phone', 'status', 'planId', 'dueDate'],
    platform: true,
  },
  plan: { table: 'plans', columns: ['name', 'users', 'connections', 'queues', 'value'], platform: true },
};

const booleans = new Set(['super', 'isDefault', 'status']);

export const hasSnapshot = (entityType: string) => entityType in snapshotColumns;

export interface Snapshot {
  values: Record<string, unknown>;
  /** the company the record belongs to (null: a platform record) */
  companyId: number | null;
}

/**
 * The record as the log keeps it. `companyId` limits the read to that company's records; a super user's reads
 * pass undefined (they act in any company, and the row then goes to the record's company).
 */
export async function coreSnapshot(
  knex: Knex,
  companyId: number | undefined,
  entityType: string,
  id: string | null | undefined,
): Promise<Snapshot | undefined> {
  const spec = snapshotColumns[entityType];
  const numeric = Number(id);
  if (!spec || !Number.isInteger(numeric) || numeric <= 0) return undefined;
  const query = knex(spec.table).where({ id: numeric });
  if (!spec.platform && companyId !== undefined) query.andWhere({ companyId });
  const row = (await query.first()) as Record<string, unknown> | undefined;
  if (!row) return undefined;
  const values: Record<string, unknown> = {};
  // SQLite answers booleans as 0/1
  for (const c of spec.columns) if (c in row) values[c] = booleans.has(c) ? Boolean(row[c]) : row[c];
  return { values, companyId: spec.platform ? null : Number(row.companyId) };
}

/** Only what differs between two snapshots, both sides (a saved form that changed one field logs one). */
export function changedFields(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): { before?: Record<string, unknown>; after?: Record<string, unknown> } {
  if (!before || !after) return { before, after };
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key];
      a[key] = after[key];
    }
  return { before: b, after: a };
}
