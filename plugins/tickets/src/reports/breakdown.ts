import { addDays, startOfDay } from './company-time.js';
import type { DayRange } from './report-range.js';
import type { ReportDeps } from './report-deps.js';
import type { RawSql, ReportDimension } from './report-dimensions.js';
import { wholeSeconds } from './sql-time.js';
import { waitingSince } from './tracking-period.js';
import type { Breakdown, ReportFigures } from '../contracts.js';

type Row = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);
/** MariaDB answers AVG as a DECIMAL string (4 decimals), SQLite as a number */
const averageOf = (v: unknown) => (v == null ? null : Number(v));
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/** `alias`'s rows of the ticket written during the life `l` (from its start to the ticket's next life). */
const inLife = (alias: string) =>
  `${alias}.ticket_id = l.life_ticket AND ${alias}.created_at >= l.life_start ` +
  `AND (l.life_end IS NULL OR ${alias}.created_at < l.life_end)`;

/**
 * The figures of the lives that started waiting in `range`, per key of `dimension` (one total row without it).
 * Three steps in SQL: the period's lives with their key and bounds, each life's durations and rates, the groups.
 */
async function figuresBy(
  { knex, db }: ReportDeps,
  companyId: number,
  range: DayRange,
  dimension?: ReportDimension,
): Promise<Row[]> {
  const start = startOfDay(range.from);
  const lives = db
    .tenant(companyId)('ticketTraking as tt')
    .whereRaw(`${waitingSince} >= ?`, [start])
    .whereRaw(`${waitingSince} < ?`, [startOfDay(addDays(range.to, 1))]);
  const key: RawSql = dimension ? dimension.key(lives, { knex, start }) : { sql: 'NULL' };
  const nextLife =
    '(SELECT MIN(nx.created_at) FROM ticket_traking nx ' +
    'WHERE nx.ticket_id = tt.ticket_id AND nx.created_at > tt.created_at)';
  lives.select(
    knex.raw(`${key.sql} AS dim_key`, [...(key.bindings ?? [])]),
    knex.raw(
      `tt.ticket_id AS life_ticket, tt.created_at AS life_start, ${nextLife} AS life_end, ` +
        `${waitingSince} AS waiting_since, tt.started_at AS taken_at, tt.finished_at AS done_at`,
    ),
  );

  // the first message an attendant wrote in the life (bots and the phone itself have no user)
  const firstReply =
    `(SELECT MIN(m.created_at) FROM messages m WHERE ${inLife('m')} ` +
    'AND m.from_me = 1 AND m.user_id IS NOT NULL)';
  const rates = (what: string) =>
    `(SELECT ${what} FROM user_ratings ur WHERE ${inLife('ur')} AND ur.rate BETWEEN 1 AND 3)`;
  const since = (to: string) => wholeSeconds(knex, 'l.waiting_since', to);
  const perLife = knex
    .from(lives.as('l'))
    .select(
      knex.raw(
        `l.dim_key, l.done_at, ${since('l.taken_at')} AS wait_s, ${since(firstReply)} AS first_s, ` +
          `${since('l.done_at')} AS resolution_s, ${rates('COUNT(*)')} AS rate_n, ` +
          `${rates('SUM(ur.rate)')} AS rate_sum, ${rates('SUM(CASE WHEN ur.rate = 3 THEN 1 ELSE 0 END)')} AS rate_top`,
      ),
    );

  // a duration below zero is a clock that went back between writes: left out of the averages
  const average = (column: string) => `AVG(CASE WHEN f.${column} >= 0 THEN f.${column} END)`;
  return (await knex
    .from(perLife.as('f'))
    .groupBy('f.dim_key')
    .select(
      knex.raw(
        `f.dim_key, COUNT(*) AS tickets, COUNT(f.done_at) AS resolved, ${average('wait_s')} AS wait_avg, ` +
          `${average('first_s')} AS first_avg, ${average('resolution_s')} AS resolution_avg, ` +
          'SUM(f.rate_n) AS rate_n, SUM(f.rate_sum) AS rate_sum, SUM(f.rate_top) AS rate_top',
      ),
    )) as Row[];
}

function figures(row: Row | undefined): ReportFigures {
  const ratings = num(row?.rateN);
  return {
    tickets: num(row?.tickets),
    resolved: num(row?.resolved),
    waitSeconds: averageOf(row?.waitAvg),
    firstResponseSeconds: averageOf(row?.firstAvg),
    resolutionSeconds: averageOf(row?.resolutionAvg),
    ratings,
    ratingAverage: ratings ? num(row?.rateSum) / ratings : null,
    satisfied: num(row?.rateTop),
  };
}

/**
 * The period's figures split by `dimension`: the keys with lives by most tickets (then name), the lives without a
 * key last; a dimension with `every` lists each of its keys in its order, zeros included.
 */
export async function breakdown(
  deps: ReportDeps,
  companyId: number,
  range: DayRange,
  dimension: ReportDimension,
): Promise<Breakdown> {
  const [totals] = await figuresBy(deps, companyId, range);
  const found = await figuresBy(deps, companyId, range, dimension);
  const byKey = new Map(found.map((r) => [r.dimKey == null ? null : Number(r.dimKey), r]));
  const keys = dimension.every
    ? [...dimension.every]
    : [...byKey.keys()].filter((k): k is number => k !== null);
  const names = keys.length ? await dimension.names(companyId, keys) : new Map<number, string>();
  const named = keys.map((key) => ({ key, name: names.get(key) ?? '', ...figures(byKey.get(key)) }));
  if (!dimension.every)
    named.sort((a, b) => b.tickets - a.tickets || collator.compare(a.name, b.name) || a.key - b.key);
  const none = byKey.get(null);
  return {
    by: dimension.name,
    from: range.from,
    to: range.to,
    totals: figures(totals),
    rows: [...named, ...(none ? [{ key: null, name: '', ...figures(none) }] : [])],
  };
}
