const sequences = new WeakMap<object, Map<string, number>>();

/**
 * The next number (1, 2, ...) of the sequence `name` kept for `owner`, a test kernel. A worker runs file after file
 * in one module graph, so a counter at a helper's top level would go on from the file before; one kept per kernel
 * starts afresh with every file, whichever ran first ("Fila 1" is the file's first queue).
 */
export function nextIn(owner: object, name: string): number {
  const counters = sequences.get(owner) ?? new Map<string, number>();
  sequences.set(owner, counters);
  const next = (counters.get(name) ?? 0) + 1;
  counters.set(name, next);
  return next;
}
