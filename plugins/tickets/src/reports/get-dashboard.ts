import type { Knex } from 'knex';
import type { TenantTable } from '@balcao/core';
import { byName } from './by-name.js';
import { wholeMinutes } from './sql-time.js';
import { periodRows, waitingSince, type DashboardFilter } from './tracking-period.js';
import type { ReportDeps } from './report-deps.js';
import { countRatings } from './count-ratings.js';
import type { Dashboard } from '../contracts.js';

type Row = Record<string, unknown>;
/** MariaDB answers SUM as a DECIMAL string, SQLite as a number; an empty SUM is NULL. */
const num = (v: unknown) => Number(v ?? 0);
const average = (sum: unknown, n: unknown) => (num(n) ? num(sum) / num(n) : 0);

/**
 * The dashboard of one company for the period of `filter`. Per ticket life (plugins/dashboard/README.md, "Figures"): support time
 * from started_at to rated_at (the rating question) or finished_at, wait time from waiting to started_at, both in
 * whole minutes and averaged over the lives where they are above zero.
 */
export async function getDashboard(
  { knex, db }: ReportDeps,
  companyId: number,
  filter: DashboardFilter,
  now = new Date(),
): Promise<Dashboard> {
  const t = db.tenant(companyId);
  const rows = () => periodRows(t, filter, now);
  const support = wholeMinutes(knex, 'tt.started_at', 'coalesce(tt.rated_at, tt.finished_at)');
  const wait = wholeMinutes(knex, waitingSince, 'tt.started_at');
  const positive = (minutes: string, name: string) =>
    `sum(case when ${minutes} > 0 then ${minutes} end) as ${name}_sum, ` +
    `count(case when ${minutes} > 0 then 1 end) as ${name}_n`;

  const [lives] = (await rows().select(
    knex.raw(`count(tt.finished_at) as finished, ${positive(support, 'support')}, ${positive(wait, 'wait')}`),
  )) as Row[];
  const [current] = (await t('tickets').select(
    knex.raw(
      `sum(case when status = 'pending' then 1 else 0 end) as pending, ` +
        `sum(case when status = 'open' then 1 else 0 end) as happening`,
    ),
  )) as Row[];

  return {
    counters: {
      avgSupportTime: average(lives?.supportSum, lives?.supportN),
      avgWaitTime: average(lives?.waitSum, lives?.waitN),
      // tickets waiting and being handled right now, whatever the period (as Whaticket counts them)
      supportHappening: num(current?.happening),
      supportPending: num(current?.pending),
      supportFinished: num(lives?.finished),
      leads: await countLeads(knex, rows()),
    },
    attendants: await attendants(knex, t, rows, positive(support, 'support')),
    ratings: await countRatings(knex, t, rows),
  };
}

/** Contacts with exactly one ticket life in the period: the ones who came for the first time (Whaticket's leads). */
async function countLeads(knex: Knex, rows: Knex.QueryBuilder): Promise<number> {
  const once = rows
    .join('tickets as t', 't.id', 'tt.ticketId')
    .groupBy('t.contactId')
    .havingRaw('count(tt.id) = 1')
    .select('t.contactId');
  const [row] = (await knex.from(once.as('leads')).count({ n: '*' })) as Row[];
  return num(row?.n);
}

/** Every user of the company by name: their lives in the period, support time, ratings of those tickets, online. */
async function attendants(
  knex: Knex,
  t: TenantTable,
  rows: () => Knex.QueryBuilder,
  supportTotals: string,
): Promise<Dashboard['attendants']> {
  const users = byName(
    (await t('users').select('id', 'name', 'online')) as Array<{ id: number; name: string; online: unknown }>,
  );
  const lives = (await rows()
    .whereNotNull('tt.userId')
    .groupBy('tt.userId')
    .select('tt.userId', knex.raw(`count(*) as tickets, ${supportTotals}`))) as Row[];
  const ratings = (await t('userRatings as ur')
    .whereIn('ur.ticketId', rows().select('tt.ticketId'))
    .whereNotNull('ur.userId')
    .groupBy('ur.userId')
    .select('ur.userId', knex.raw('sum(ur.rate) as rate_sum, count(*) as rate_n'))) as Row[];
  const livesOf = new Map(lives.map((r) => [Number(r.userId), r]));
  const ratingsOf = new Map(ratings.map((r) => [Number(r.userId), r]));
  return users.map((u) => {
    const mine = livesOf.get(Number(u.id));
    const rated = ratingsOf.get(Number(u.id));
    return {
      id: Number(u.id),
      name: String(u.name),
      avgSupportTime: average(mine?.supportSum, mine?.supportN),
      tickets: num(mine?.tickets),
      rating: average(rated?.rateSum, rated?.rateN),
      online: Boolean(u.online),
    };
  });
}
