import { afterAll, beforeAll, expect, it } from 'vitest';
import { createKnex, type Knex } from '../../src/db/knex.js';
import { migrate } from '../../src/db/migration.js';
import { coreMigrations } from '../../src/db/migrations/index.js';
import { openRegistries } from '../../src/db/migrations/002_open_registries.js';
import { createTestDatabase, type TestDatabase } from '../support/test-db.js';

/** A database from before the registries keeps every plan's flags and every connection's prompt. */
let db: TestDatabase;
let knex: Knex;

beforeAll(async () => {
  db = await createTestDatabase();
  knex = createKnex(
    db.client === 'sqlite'
      ? { client: 'sqlite', filename: db.url.slice('sqlite:'.length) }
      : { client: 'mysql', url: db.url },
  );
});
afterAll(async () => {
  await knex?.destroy();
  await db?.drop();
});

it('moves the flag columns into features and promptId into fields, companies still on their plans', async () => {
  const before = coreMigrations.slice(0, coreMigrations.indexOf(openRegistries));
  await migrate(knex, [{ owner: 'core', migrations: before }]);
  const now = { createdAt: new Date(), updatedAt: new Date() };
  const [planId] = await knex('plans').insert({
    name: 'Antigo',
    users: 1,
    connections: 1,
    queues: 1,
    value: 0,
    useCampaigns: true,
    useKanban: false,
    ...now,
  });
  const [companyId] = await knex('companies').insert({ name: 'Loja', planId, status: true, ...now });
  const base = { companyId, status: 'DISCONNECTED', provider: 'sim', tokenSealed: 's', ...now };
  await knex('whatsapps').insert([
    { ...base, name: 'Com prompt', promptId: 4, tokenHash: 'h1' },
    { ...base, name: 'Sem prompt', tokenHash: 'h2' },
  ]);

  expect(await migrate(knex, [{ owner: 'core', migrations: coreMigrations }])).toContain(
    'core/002_open_registries',
  );
  const plan = await knex('plans').where({ id: planId }).first();
  expect(JSON.parse(plan.features)).toMatchObject({ useCampaigns: true, useKanban: false, useOpenAi: false });
  expect(plan).not.toHaveProperty('useCampaigns');
  expect(await knex('companies').where({ id: companyId }).first('planId')).toEqual({ planId });
  const connections = await knex('whatsapps').orderBy('name').select('name', 'fields');
  expect(connections).toEqual([
    { name: 'Com prompt', fields: JSON.stringify({ promptId: 4 }) },
    { name: 'Sem prompt', fields: null },
  ]);
});
