import type { Knex } from 'knex';

/** SQL with its bindings, as knex.raw takes it. */
export interface RawSql {
  sql: string;
  bindings?: readonly Knex.RawBinding[];
}

/**
 * A way to split the reports' ticket lives (`ticket_traking as tt`): by attendant, queue, connection, hour of the
 * day, or by what another plugin keeps per ticket (the tags plugin's tags). docs/plugins.md "Report dimensions".
 */
export interface ReportDimension {
  /** the `by` of GET /reports, kebab-case */
  name: string;
  /**
   * Adds what the key needs to the query of the period's lives (a left join: a life without a key counts under
   * null) and gives the key's SQL. A life with several keys (two tags) counts under each.
   */
  key(lives: Knex.QueryBuilder, at: { knex: Knex; start: Date }): RawSql;
  /** the company's names of the keys found */
  names(companyId: number, keys: number[]): Promise<Map<number, string>>;
  /** keys listed even when no life has them, in this order (the 24 hours) */
  every?: readonly number[];
}

/** The dimensions the reports can split by; the tickets plugin registers its own, other plugins theirs. */
export class ReportDimensions {
  private readonly byName = new Map<string, ReportDimension>();

  register(dimension: ReportDimension): () => void {
    if (this.byName.has(dimension.name))
      throw new Error(`report dimension "${dimension.name}" is registered twice`);
    this.byName.set(dimension.name, dimension);
    return () => this.byName.delete(dimension.name);
  }

  get(name: string): ReportDimension | undefined {
    return this.byName.get(name);
  }

  names(): string[] {
    return [...this.byName.keys()];
  }
}
