import { AppError, tenant } from '@balcao/core';
import type { TicketServices } from '@balcao/plugin-tickets';
import type { Knex, Transaction } from '../db-types.js';
import { QueueRecord } from '../queue-model.js';

/**
 * The checks create and update share. Names and colours compare without case: MariaDB's collation already
 * treats 'Vendas' and 'vendas' as one value in the unique index, SQLite would not, and a client sees one rule.
 */
async function taken(
  trx: Knex,
  companyId: number,
  column: 'name' | 'color',
  value: string,
  exceptId?: number,
) {
  const q = tenant(companyId, trx)(QueueRecord).whereRaw('lower(??) = lower(?)', [`queues.${column}`, value]);
  if (exceptId) q.whereNot('queues.id', exceptId);
  return Boolean(await q.select('queues.id').first());
}

export async function ensureNameFree(trx: Knex, companyId: number, name: string, exceptId?: number) {
  if (await taken(trx, companyId, 'name', name, exceptId))
    throw new AppError('ERR_QUEUE_NAME_ALREADY_EXISTS', 409);
}

export async function ensureColorFree(trx: Knex, companyId: number, color: string, exceptId?: number) {
  if (await taken(trx, companyId, 'color', color, exceptId))
    throw new AppError('ERR_QUEUE_COLOR_ALREADY_EXISTS', 409);
}

/**
 * A prompt or integration id must be one of the caller's company. Their plugins keep them and may not be
 * installed: then there is nothing to point at, so any id is refused (tickets' botExists).
 */
export async function ensureLinkOwned(
  deps: { tickets: Pick<TicketServices, 'botExists'> },
  trx: Transaction,
  companyId: number,
  field: 'promptId' | 'integrationId',
  id: number | null | undefined,
) {
  if (id == null) return;
  // inside the transaction: SQLite has one connection, and the transaction holds it
  if (!(await deps.tickets.botExists(companyId, field, id, trx)))
    throw new AppError('ERR_VALIDATION', 400, { fields: { [field]: 'Not found' } });
}

/**
 * Two requests at once can both pass the checks above; the unique index then refuses the second, and it gets
 * the same answer the check gives rather than a 500. (MariaDB's collation also folds accents: 'Fila' and 'Filá'.)
 */
export function asDuplicate(err: unknown): never {
  const e = err as { code?: string; message?: string };
  const duplicate = e.code === 'ER_DUP_ENTRY' || e.code === 'SQLITE_CONSTRAINT_UNIQUE';
  if (!duplicate) throw err;
  if (/color/i.test(e.message ?? '')) throw new AppError('ERR_QUEUE_COLOR_ALREADY_EXISTS', 409);
  throw new AppError('ERR_QUEUE_NAME_ALREADY_EXISTS', 409);
}
