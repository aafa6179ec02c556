import { addDays, brazilianDate, startOfDay } from './company-time.js';
import type { DayRange } from './report-range.js';
import { slotOf } from './sql-time.js';
import type { ReportDeps } from './report-deps.js';
import type { TicketsByTime } from '../contracts.js';

const hourMs = 3600e3;
const dayMs = 864e5;

/** Ticket lives created in the range (Whaticket counts TicketTraking rows), on the company's clock. */
export async function countTicketsByTime(
  { knex, db }: ReportDeps,
  companyId: number,
  range: DayRange,
): Promise<TicketsByTime> {
  const start = startOfDay(range.from);
  const hourly = range.from === range.to;
  const slot = slotOf(knex, 'tt.created_at', start, hourly ? hourMs : dayMs);
  const rows = (await db
    .tenant(companyId)('ticketTraking as tt')
    .where('tt.createdAt', '>=', start)
    .where('tt.createdAt', '<', startOfDay(addDays(range.to, 1)))
    .select(knex.raw(`${slot.sql} as slot`, slot.bindings), knex.raw('count(*) as total'))
    .groupBy('slot')
    .orderBy('slot')) as Array<{ slot: unknown; total: unknown }>;
  const totals = rows.map((r) => ({ slot: Number(r.slot), total: Number(r.total) }));
  const count = totals.reduce((sum, r) => sum + r.total, 0);
  if (!hourly)
    return {
      count,
      data: totals.map((r) => ({ data: brazilianDate(addDays(range.from, r.slot)), total: r.total })),
    };
  // a day is 24 hours on Brasília's clock (no daylight saving since 2019)
  const data = Array.from({ length: 24 }, (_, horario) => ({ horario, total: 0 }));
  for (const r of totals) data[Math.min(r.slot, 23)]!.total += r.total;
  return { count, data };
}
