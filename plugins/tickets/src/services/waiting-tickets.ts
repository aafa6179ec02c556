import { isMysql, type TenantDb } from '@balcao/core';
import type { Knex } from 'knex';

/**
 * The queue's oldest pending ticket nobody has, unless the chatbot still walks it through its options (it is the
 * bot's until it leaves them). Locked for update on MariaDB (SQLite has one writer): the caller is about to take it.
 */
export async function nextWaiting(
  db: TenantDb,
  companyId: number,
  queueId: number,
  trx: Knex.Transaction,
): Promise<{ id: number; whatsappId: number | null } | undefined> {
  const query = db
    .tenant(
      companyId,
      trx,
    )('tickets')
    .where({ queueId, status: 'pending' })
    .whereNull('userId')
    .where((q) => q.where('chatbot', false).orWhereNull('chatbot'))
    .orderBy('id')
    .first('id', 'whatsappId');
  const row = (await (isMysql(trx) ? query.forUpdate() : query)) as
    { id: number | string; whatsappId: number | string | null } | undefined;
  return row && { id: Number(row.id), whatsappId: row.whatsappId == null ? null : Number(row.whatsappId) };
}

/** How many open tickets each of these attendants has (in any queue); one missing from the map has none. */
export async function openTicketsOf(
  db: TenantDb,
  companyId: number,
  userIds: number[],
  trx?: Knex.Transaction,
): Promise<Map<number, number>> {
  if (!userIds.length) return new Map();
  const rows = (await db
    .tenant(
      companyId,
      trx,
    )('tickets')
    .where({ status: 'open' })
    .whereIn('userId', userIds)
    .groupBy('userId')
    .select('userId')
    .count({ n: '*' })) as Array<Record<string, unknown>>;
  return new Map(rows.map((r) => [Number(r.userId), Number(r.n)]));
}
