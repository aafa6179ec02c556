const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/**
 * Users in name order, the same on both engines (SQLite's binary order puts "Ana" before "admin", MariaDB's
 * collation does not): Portuguese order, ids breaking ties.
 */
export function byName<U extends { id: unknown; name: unknown }>(users: U[]): U[] {
  return [...users].sort(
    (a, b) => collator.compare(String(a.name), String(b.name)) || Number(a.id) - Number(b.id),
  );
}
