/**
 * Splits a parsed body into what the owner's table keeps (columns) and the values of declared keys, the form
 * having sent both side by side; `value` converts a declared value, or drops it by answering undefined.
 */
export function splitDeclared<T extends Record<string, unknown>, V>(
  body: T,
  declared: (key: string) => boolean,
  value: (raw: unknown) => V | undefined,
): { columns: T; values: Record<string, V> } {
  const columns: Record<string, unknown> = {};
  const values: Record<string, V> = {};
  for (const [key, raw] of Object.entries(body)) {
    if (!declared(key)) {
      columns[key] = raw;
      continue;
    }
    const converted = value(raw);
    if (converted !== undefined) values[key] = converted;
  }
  return { columns: columns as T, values };
}

/** Declarations of one kind, by key, each with the plugin that made it; two owners of one key stop the start. */
export class Registry<T extends { key: string }> {
  private entries = new Map<string, { owner: string; declaration: T }>();

  constructor(private kind: string) {}

  add(owner: string, declaration: T): void {
    if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(declaration.key))
      throw new Error(`${this.kind} "${declaration.key}" of ${owner} must be an identifier`);
    const existing = this.entries.get(declaration.key);
    if (existing)
      throw new Error(`${this.kind} "${declaration.key}" is declared by both ${existing.owner} and ${owner}`);
    this.entries.set(declaration.key, { owner, declaration });
  }

  get(key: string): T | undefined {
    return this.entries.get(key)?.declaration;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  ownerOf(key: string): string | undefined {
    return this.entries.get(key)?.owner;
  }

  all(): T[] {
    return [...this.entries.values()].map((e) => e.declaration);
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }
}
