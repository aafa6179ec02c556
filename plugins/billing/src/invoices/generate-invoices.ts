import type { Knex } from 'knex';
import { storedDate, type TenantDb } from '@balcao/core';
import { monthsOf, periodKey } from '../recurrence.js';

export interface GenerateDeps {
  knex: Knex;
  db: TenantDb;
  /** how many days before its due date a company's next invoice is issued */
  leadDays: number;
}

const DAY_MS = 864e5;

/**
 * Issues each paying company's invoice for the period starting at its due date, once that date is within
 * `leadDays` (or past): value = the plan's monthly value × the recurrence's months. Idempotent: the insert
 * ignores the unique (company, period) conflict, so a second run, or two processes at once, make one invoice.
 * The platform's own company (the one with super users) and inactive companies are not billed.
 */
export async function generateInvoices(deps: GenerateDeps, now = new Date()): Promise<void> {
  const horizon = new Date(now.getTime() + deps.leadDays * DAY_MS);
  const rows: {
    id: number;
    dueDate: unknown;
    recurrence: string | null;
    planName: string;
    planValue: unknown;
  }[] = await deps
    .knex('companies as c')
    .join('plans as p', 'p.id', 'c.planId')
    .where('c.status', true)
    .whereNotNull('c.dueDate')
    .where('c.dueDate', '<=', horizon)
    .whereNotExists(
      deps.knex('users as u').where('u.super', true).whereRaw('?? = ??', ['u.companyId', 'c.id']),
    )
    .select('c.id', 'c.dueDate', 'c.recurrence', 'p.name as planName', 'p.value as planValue');
  for (const row of rows) {
    const dueDate = storedDate(row.dueDate)!; // the query keeps only companies with a due date
    const value = Math.round(Number(row.planValue) * monthsOf(row.recurrence) * 100) / 100;
    if (!(value > 0)) continue; // a free plan has nothing to pay
    const stamp = new Date();
    await deps.db
      .tenant(row.id)('invoices')
      .insert({
        detail: row.planName,
        status: 'open',
        value,
        dueDate,
        period: periodKey(dueDate),
        recurrence: row.recurrence ?? 'MENSAL',
        createdAt: stamp,
        updatedAt: stamp,
      })
      .onConflict(['companyId', 'period'])
      .ignore();
  }
}
