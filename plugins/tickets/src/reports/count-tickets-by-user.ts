import { storedDate } from '@balcao/core';
import { byName } from './by-name.js';
import { addDays, dayOf, startOfDay } from './company-time.js';
import type { DayRange } from './report-range.js';
import type { ReportDeps } from './report-deps.js';
import type { TicketsByUser } from '../contracts.js';

/**
 * Ticket lives created in the range with an attendant, group conversations left out (Whaticket's
 * TicketsAttendance): the users who had any by name, then every other user of the company with 0.
 */
export async function countTicketsByUser(
  { knex, db }: ReportDeps,
  companyId: number,
  range: DayRange,
): Promise<TicketsByUser> {
  const t = db.tenant(companyId);
  const users = byName((await t('users').select('id', 'name')) as Array<{ id: number; name: string }>);
  const rows = (await t('ticketTraking as tt')
    .join('tickets as t', 't.id', 'tt.ticketId')
    .where('t.isGroup', 0)
    .whereNotNull('tt.userId')
    .where('tt.createdAt', '>=', startOfDay(range.from))
    .where('tt.createdAt', '<', startOfDay(addDays(range.to, 1)))
    .groupBy('tt.userId')
    .select('tt.userId', knex.raw('count(*) as quantidade, min(tt.created_at) as first_at'))) as Array<{
    userId: unknown;
    quantidade: unknown;
    firstAt: unknown;
  }>;
  const byUser = new Map(rows.map((r) => [Number(r.userId), r]));
  const counted = users.filter((u) => byUser.has(Number(u.id)));
  const others = users.filter((u) => !byUser.has(Number(u.id)));
  return {
    data: [
      ...counted.map((u) => {
        const r = byUser.get(Number(u.id))!;
        return { quantidade: Number(r.quantidade), data: dayOf(storedDate(r.firstAt)!), nome: u.name };
      }),
      ...others.map((u) => ({ quantidade: 0, nome: u.name })),
    ],
  };
}
