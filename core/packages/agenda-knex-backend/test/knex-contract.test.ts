import { describe } from 'vitest';
import knexFactory from 'knex';
import { KnexBackend, agendaJobsMigration } from '../src/index.js';
import { agendaContract } from './contract/agenda-contract.js';
import type { ContractTarget } from './contract/harness.js';
import { repositoryContract } from './contract/repository-contract.js';
import { createTestDb, testDbClient, withCamelCaseMapping } from './support/test-db.js';

async function knexTarget(): Promise<ContractTarget> {
  const db = await createTestDb();
  await agendaJobsMigration.up(db.knex);
  return {
    label: `knex/${db.client}`,
    newBackend: () => new KnexBackend({ knex: db.knex }),
    cleanup: () => db.drop(),
  };
}

/** The app's own knex maps identifiers (objection's snake/camel mappers); the backend must cope. */
async function mappedKnexTarget(): Promise<ContractTarget> {
  const db = await createTestDb();
  const mapped = knexFactory(withCamelCaseMapping(db.config));
  await agendaJobsMigration.up(mapped);
  return {
    label: `knex/${db.client}/mapped`,
    newBackend: () => new KnexBackend({ knex: mapped }),
    cleanup: async () => (await mapped.destroy(), await db.drop()),
  };
}

describe(`knex backend on ${testDbClient()}: JobRepository contract`, () => repositoryContract(knexTarget));
describe(`knex backend on ${testDbClient()}: through Agenda`, () => agendaContract(knexTarget));
describe(`knex backend on ${testDbClient()} with camelCase-mapping knex: JobRepository contract`, () =>
  repositoryContract(mappedKnexTarget));
