/** One page of a listing: its rows, how many match in all, and whether a later page has more. */
export interface Page<R> {
  rows: R[];
  count: number;
  hasMore: boolean;
}

/** What pageOf reads: a knex or objection query, filtered but not yet ordered. */
interface Countable {
  count(alias: { count: string }): PromiseLike<unknown>;
}

/**
 * Page `pageNumber` (from 1) of `pageSize` rows, Whaticket's `{ records, count, hasMore }` under the listing's
 * own names: counts what `matching()` finds, then reads the page from a second one, `ordered`.
 */
export async function pageOf<Q extends Countable, R>(
  matching: () => Q,
  pageNumber: number,
  pageSize: number,
  ordered: (query: Q) => { limit(n: number): { offset(n: number): PromiseLike<R[]> } },
): Promise<Page<R>> {
  const [{ count }] = (await matching().count({ count: '*' })) as [{ count: number | string }];
  const total = Number(count);
  const rows = await ordered(matching())
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  return { rows, count: total, hasMore: total > pageNumber * pageSize };
}
