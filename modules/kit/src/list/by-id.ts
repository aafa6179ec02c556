/** What identifies a row of a list: most entities carry a numeric `id`. */
export type KeyOf<T> = (item: T) => string | number;

export const byId = <T extends { id: string | number }>(item: T) => item.id;

/**
 * Upsert by id, the shape every realtime `update`/`create` event needs: an item already listed is replaced in place
 * (or moved to the top with `toTop`, as a ticket with a new message is); a new one is put first.
 */
export function upsertById<T>(items: T[], item: T, key: KeyOf<T>, options: { toTop?: boolean } = {}): T[] {
  const id = key(item);
  const index = items.findIndex((i) => key(i) === id);
  if (index === -1) return [item, ...items];
  if (options.toTop) return [item, ...items.slice(0, index), ...items.slice(index + 1)];
  const next = items.slice();
  next[index] = item;
  return next;
}

/** Remove by id (a `delete` event, or a ticket that left the filters); the same array when absent. */
export function removeById<T>(items: T[], id: string | number, key: KeyOf<T>): T[] {
  const index = items.findIndex((i) => key(i) === id);
  return index === -1 ? items : [...items.slice(0, index), ...items.slice(index + 1)];
}

/** Appends a page, skipping rows already listed (a row that moved up while the next page was loading). */
export function appendPage<T>(items: T[], page: T[], key: KeyOf<T>): T[] {
  const seen = new Set(items.map(key));
  return [...items, ...page.filter((i) => !seen.has(key(i)))];
}
