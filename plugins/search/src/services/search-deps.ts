import type { Knex } from 'knex';
import type { TenantDb } from '@balcao/core';

/** What the search services use of the plugin context. */
export interface SearchDeps {
  knex: Knex;
  db: TenantDb;
}
