import type { Knex } from 'knex';
import type { TenantTable } from '@balcao/core';
import { byName } from './by-name.js';
import type { RatingLine, Ratings } from '../contracts.js';

/** One line of the ratings card: the average of the rates (1 to 3) and how many there were. */
type Row = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);

/**
 * The ratings of the tickets whose lives the dashboard counts (the same period as its other figures), per
 * attendant (the rating row's user) and per queue (the ticket's): only those with at least one rate, by name;
 * ratings of tickets without a queue make one line with `id` null at the end.
 */
export async function countRatings(
  knex: Knex,
  t: TenantTable,
  rows: () => Knex.QueryBuilder,
): Promise<Ratings> {
  const rated = () =>
    t('userRatings as ur')
      .whereIn('ur.ticketId', rows().select('tt.ticketId'))
      .whereBetween('ur.rate', [1, 3]);
  const totals = knex.raw('sum(ur.rate) as rate_sum, count(*) as rate_n');
  const perUser = (await rated()
    .whereNotNull('ur.userId')
    .groupBy('ur.userId')
    .select('ur.userId as key', totals)) as Row[];
  const perQueue = (await rated()
    .join('tickets as tk', 'tk.id', 'ur.ticketId')
    .groupBy('tk.queueId')
    .select('tk.queueId as key', totals)) as Row[];
  const line = (id: number | null, name: string, r: Row): RatingLine => ({
    id,
    name,
    average: num(r.rateSum) / num(r.rateN),
    count: num(r.rateN),
  });
  const lines = async (table: 'users' | 'queues', found: Row[]) => {
    const byKey = new Map(found.filter((r) => r.key != null).map((r) => [Number(r.key), r]));
    if (!byKey.size) return [];
    const named = byName(
      (await t(table)
        .whereIn('id', [...byKey.keys()])
        .select('id', 'name')) as Array<{ id: number; name: string }>,
    );
    return named.map((n) => line(Number(n.id), String(n.name), byKey.get(Number(n.id))!));
  };
  const noQueue = perQueue.find((r) => r.key == null);
  return {
    attendants: await lines('users', perUser),
    queues: [...(await lines('queues', perQueue)), ...(noQueue ? [line(null, '', noQueue)] : [])],
  };
}
