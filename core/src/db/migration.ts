import type { Knex } from 'knex';

/** One schema step. Files export one of these; the owner (core or a plugin) lists them in order. */
export interface Migration {
  name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

export interface MigrationSet {
  owner: string;
  migrations: Migration[];
}

/** Applies core's then each plugin's migrations in the order given (the plugin host's dependency order). */
export async function migrate(knex: Knex, sets: MigrationSet[]): Promise<string[]> {
  const all = sets.flatMap((s) => s.migrations.map((m) => ({ id: `${s.owner}/${m.name}`, m })));
  const seen = new Set<string>();
  for (const { id } of all) {
    if (seen.has(id)) throw new Error(`duplicate migration ${id}`);
    seen.add(id);
  }
  const source: Knex.MigrationSource<(typeof all)[number]> = {
    getMigrations: async () => all,
    getMigrationName: (x) => x.id,
    getMigration: async (x) => ({ up: (k: Knex) => x.m.up(k), down: (k: Knex) => x.m.down(k) }),
  };
  // several processes booting at once: knex's lock table lets one migrate; the others wait and find nothing left
  for (let waited = 0; ; waited += 500) {
    try {
      const [, applied] = (await knex.migrate.latest({
        migrationSource: source,
        tableName: 'knex_migrations',
      })) as [number, string[]];
      return applied;
    } catch (err) {
      if (!isConcurrentMigration(err) || waited > 300_000) throw err;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/** the lock is held by another process, or it created knex's own tables a moment before this one */
const isConcurrentMigration = (err: unknown) =>
  (err as Error)?.name === 'MigrationLocked' ||
  /already locked/i.test(String((err as Error)?.message)) ||
  /knex_migrations.*(already exists|Duplicate entry)|(already exists|Duplicate entry).*knex_migrations/i.test(
    String((err as Error)?.message),
  );
