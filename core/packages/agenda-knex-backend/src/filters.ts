import { isDeepStrictEqual } from 'node:util';
import type { Knex } from 'knex';
import type { RemoveJobsOptions } from 'agenda';

/**
 * Data filters match partially: every key given must deep-equal the job's value, other keys are
 * ignored ({ companyId: 1 } matches { companyId: 1, ticketId: 9 }). Non-object filters must equal.
 * This is done in JS because JSON operators differ between SQLite and MariaDB.
 */
export function dataMatches(jobData: unknown, filter: unknown): boolean {
  if (filter !== null && typeof filter === 'object' && !Array.isArray(filter)) {
    if (jobData === null || typeof jobData !== 'object') return false;
    const data = jobData as Record<string, unknown>;
    return Object.entries(filter).every(([k, v]) => isDeepStrictEqual(data[k], v));
  }
  return isDeepStrictEqual(jobData, filter);
}

/** True when the options select something; empty options select nothing (purge is explicit). */
export function hasCriteria(o: RemoveJobsOptions): boolean {
  return Boolean(
    o.id || o.ids?.length || o.name || o.names?.length || o.notNames?.length || o.data !== undefined,
  );
}

/** Applies the id/name parts of the options as SQL; the data part is applied by the caller. */
export function applyJobSelector(q: Knex.QueryBuilder, o: RemoveJobsOptions): Knex.QueryBuilder {
  if (o.id) q.where('id', String(o.id));
  if (o.ids?.length) q.whereIn('id', o.ids.map(String));
  if (o.name) q.where('name', o.name);
  if (o.names?.length) q.whereIn('name', o.names);
  if (o.notNames?.length) q.whereNotIn('name', o.notNames);
  return q;
}

/** Splits id lists so IN (...) stays under SQLite's bound-parameter limit. */
export function chunks<T>(items: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
