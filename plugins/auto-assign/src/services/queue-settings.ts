import { AppError } from '@balcao/core';
import type { Knex } from 'knex';
import { DEFAULT_MAX_OPEN, type AutoAssignPatch, type AutoAssignSettings } from '../settings-schemas.js';
import type { AssignDeps } from './assign-deps.js';

type Deps = Pick<AssignDeps, 'db'>;

/** 404 ERR_NO_QUEUE_FOUND unless the queue is the company's */
async function ensureQueue(deps: Deps, companyId: number, queueId: number, trx?: Knex.Transaction) {
  const queue = await deps.db.tenant(companyId, trx)('queues').where({ id: queueId }).first('id');
  if (!queue) throw new AppError('ERR_NO_QUEUE_FOUND', 404);
}

const fromRow = (queueId: number, row?: Record<string, unknown>): AutoAssignSettings => ({
  queueId,
  autoAssign: Boolean(row?.autoAssign),
  maxOpenPerUser: row ? Number(row.maxOpenPerUser) : DEFAULT_MAX_OPEN,
});

/** a queue's assignment settings; a queue never configured is off with the default capacity */
export async function readSettings(
  deps: Deps,
  companyId: number,
  queueId: number,
): Promise<AutoAssignSettings> {
  await ensureQueue(deps, companyId, queueId);
  const row = await deps.db.tenant(companyId)('autoAssignSettings').where({ queueId }).first();
  return fromRow(queueId, row);
}

/** writes them (the row created on first need: read, then update or insert, as tenant tables allow) */
export async function writeSettings(
  deps: Deps,
  companyId: number,
  queueId: number,
  patch: AutoAssignPatch,
): Promise<AutoAssignSettings> {
  return deps.db.transaction(async (trx) => {
    await ensureQueue(deps, companyId, queueId, trx);
    const table = deps.db.tenant(companyId, trx);
    const now = new Date();
    const row = await table('autoAssignSettings').where({ queueId }).first('id');
    if (row)
      await table('autoAssignSettings')
        .where({ id: row.id })
        .update({ ...patch, updatedAt: now });
    else
      await table('autoAssignSettings').insert({
        queueId,
        autoAssign: patch.autoAssign ?? false,
        maxOpenPerUser: patch.maxOpenPerUser ?? DEFAULT_MAX_OPEN,
        createdAt: now,
        updatedAt: now,
      });
    return fromRow(queueId, await table('autoAssignSettings').where({ queueId }).first());
  });
}
