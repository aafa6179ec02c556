import { describe } from 'vitest';
import { KnexBackend, agendaJobsMigration } from '../src/index.js';
import { agendaContract } from './contract/agenda-contract.js';
import type { ContractTarget } from './contract/harness.js';
import { repositoryContract } from './contract/repository-contract.js';
import { createTestDb, testDbClient } from './support/test-db.js';

async function knexTarget(): Promise<ContractTarget> {
  const db = await createTestDb();
  await agendaJobsMigration.up(db.knex);
  return { label: `knex/${db.client}`, newBackend: () => new KnexBackend({ knex: db.knex }), cleanup: () => db.drop() };
}

describe(`knex backend on ${testDbClient()}: JobRepository contract`, () => repositoryContract(knexTarget));
describe(`knex backend on ${testDbClient()}: through Agenda`, () => agendaContract(knexTarget));
