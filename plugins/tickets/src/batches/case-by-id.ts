import type { Knex } from 'knex';

/**
 * `case id when <id> then <value> … else <column> end`: what lets one UPDATE give each row of a batch its own value,
 * the column kept on the rows not listed. None listed: undefined, and the column is left out of the UPDATE.
 */
export function caseById(
  knex: Knex,
  column: string,
  values: Array<[id: number, value: Knex.Value]>,
): Knex.Raw | undefined {
  if (!values.length) return undefined;
  const sql = `case ?? ${values.map(() => 'when ? then ?').join(' ')} else ?? end`;
  return knex.raw(sql, ['id', ...values.flat(), column]);
}
