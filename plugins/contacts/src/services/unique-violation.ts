/** A unique index refused the write (MariaDB ER_DUP_ENTRY, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** MariaDB picked the statement as a deadlock victim (ER_LOCK_DEADLOCK); the statement alone can be retried. */
export function isDeadlock(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 'ER_LOCK_DEADLOCK';
}
