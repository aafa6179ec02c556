import { addDays, startOfDay, type DayRange } from '@balcao/plugin-tickets';
import type { Attainment, AttainmentBy, AttainmentFigures } from '../contracts.js';
import type { SlaDeps } from './sla-deps.js';

type Row = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);
const count = (condition: string) => `SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END)`;
const anyBreach =
  'first_response_breached_at IS NOT NULL OR next_response_breached_at IS NOT NULL ' +
  'OR resolution_breached_at IS NOT NULL';
const figuresSql = [
  'COUNT(*) AS tickets',
  `${count(anyBreach)} AS breached`,
  `${count('first_response_at IS NOT NULL AND first_response_due_at IS NOT NULL AND first_response_breached_at IS NULL')} AS fr_met`,
  `${count('first_response_breached_at IS NOT NULL')} AS fr_breached`,
  `${count('next_response_breached_at IS NOT NULL')} AS nr_breached`,
  `${count('resolved_at IS NOT NULL AND resolution_due_at IS NOT NULL AND resolution_breached_at IS NULL')} AS res_met`,
  `${count('resolution_breached_at IS NOT NULL')} AS res_breached`,
].join(', ');

function figures(row: Row | undefined): AttainmentFigures {
  const tickets = num(row?.tickets);
  const breached = num(row?.breached);
  return {
    tickets,
    breached,
    attainment: tickets ? (tickets - breached) / tickets : null,
    firstResponse: { met: num(row?.frMet), breached: num(row?.frBreached) },
    nextResponse: { breached: num(row?.nrBreached) },
    resolution: { met: num(row?.resMet), breached: num(row?.resBreached) },
  };
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/**
 * SLA attainment of the tickets whose SLA started in the period (the company's calendar days), by the queue or
 * the attendant that answers for each (its last ones once closed): the keys by most tickets, then name, the
 * tickets without one last.
 */
export async function attainment(
  deps: SlaDeps,
  companyId: number,
  range: DayRange,
  by: AttainmentBy,
): Promise<Attainment> {
  const column = by === 'queue' ? 'queue_id' : 'user_id';
  const period = () =>
    deps.db
      .tenant(companyId)('ticket_slas')
      .where('started_at', '>=', startOfDay(range.from).getTime())
      .where('started_at', '<', startOfDay(addDays(range.to, 1)).getTime())
      .where((q) => q.whereNotNull('policy_id').orWhereRaw(anyBreach));
  const [totals] = (await period().select(deps.knex.raw(figuresSql))) as Row[];
  const found = (await period()
    .groupBy(column)
    .select(deps.knex.raw(`${column} AS dim_key, ${figuresSql}`))) as Row[];
  const keys = found
    .map((r) => r.dimKey)
    .filter((k) => k != null)
    .map(Number);
  const names = await namesOf(deps, companyId, by, keys);
  const rows = found.map((r) => ({
    key: r.dimKey == null ? null : Number(r.dimKey),
    name: r.dimKey == null ? '' : (names.get(Number(r.dimKey)) ?? ''),
    ...figures(r),
  }));
  rows.sort(
    (a, b) =>
      Number(a.key === null) - Number(b.key === null) ||
      b.tickets - a.tickets ||
      collator.compare(a.name, b.name),
  );
  return { by, from: range.from, to: range.to, totals: figures(totals), rows };
}

async function namesOf(deps: SlaDeps, companyId: number, by: AttainmentBy, keys: number[]) {
  if (!keys.length) return new Map<number, string>();
  if (by === 'queue') {
    const queues = await deps.queues.listQueues(companyId);
    return new Map(queues.map((q) => [Number(q.id), String(q.name)]));
  }
  const users = (await deps.db.tenant(companyId)('users').whereIn('id', keys).select('id', 'name')) as Array<{
    id: number;
    name: string;
  }>;
  return new Map(users.map((u) => [Number(u.id), String(u.name)]));
}
