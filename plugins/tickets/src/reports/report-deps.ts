import type { Knex } from 'knex';
import type { TenantDb } from '@balcao/core';

/** What the reports need of the kernel: tenant-scoped reads, and knex for SQL expressions and subqueries. */
export interface ReportDeps {
  knex: Knex;
  db: TenantDb;
}
