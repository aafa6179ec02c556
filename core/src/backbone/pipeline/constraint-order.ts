/** Something placed by name relative to others: `after` runs it later than those, `before` earlier. */
export interface Placed {
  name: string;
  after?: readonly string[];
  before?: readonly string[];
}

export class OrderError extends Error {}

/**
 * Orders items so every `after`/`before` holds, keeping declaration order where nothing constrains it (a stable
 * topological sort). A name no item carries is ignored: the plugin that would declare it is not installed. A cycle
 * is refused with the names on it, as plugin dependencies are (plugin-order.ts).
 */
export function orderByConstraints<T extends Placed>(items: readonly T[], what: string): T[] {
  const index = new Map<string, number>();
  items.forEach((item, i) => {
    if (index.has(item.name)) throw new OrderError(`${what} "${item.name}" is declared twice`);
    index.set(item.name, i);
  });
  // edges[i] holds the items that must come after item i
  const edges = items.map(() => new Set<number>());
  items.forEach((item, i) => {
    for (const name of item.after ?? []) {
      const j = index.get(name);
      if (j !== undefined) edges[j]!.add(i);
    }
    for (const name of item.before ?? []) {
      const j = index.get(name);
      if (j !== undefined) edges[i]!.add(j);
    }
  });
  const waiting = items.map(() => 0);
  for (const next of edges) for (const j of next) waiting[j]!++;
  const ordered: T[] = [];
  const ready = items.map((_, i) => i).filter((i) => waiting[i] === 0);
  while (ready.length) {
    ready.sort((a, b) => a - b);
    const i = ready.shift()!;
    ordered.push(items[i]!);
    for (const j of edges[i]!) if (--waiting[j]! === 0) ready.push(j);
  }
  if (ordered.length < items.length) {
    const stuck = items.filter((_, i) => waiting[i]! > 0).map((item) => item.name);
    throw new OrderError(`${what} order has a cycle among: ${stuck.join(', ')}`);
  }
  return ordered;
}
