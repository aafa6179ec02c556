import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnexBackend, agendaJobsMigration } from '../src/index.js';
import { createTestDb, testDbClient, type TestDb } from './support/test-db.js';

describe(`jobs inside the caller's transaction (${testDbClient()})`, () => {
  let db: TestDb;
  let backend: KnexBackend;
  beforeAll(async () => {
    db = await createTestDb();
    await agendaJobsMigration.up(db.knex);
    await db.knex.schema.createTable('tickets', (t) => t.increments('id'));
    backend = new KnexBackend({ knex: db.knex });
  });
  afterAll(async () => db?.drop());

  const job = (ticketId: number) => ({
    name: 'autoclose',
    data: { ticketId },
    priority: 0,
    nextRunAt: new Date(),
    type: 'normal' as const,
  });

  it('commits the row and its job together', async () => {
    await db.knex.transaction(async (trx) => {
      const [id] = await trx('tickets').insert({});
      await backend.repository.withTransaction(trx).saveJob(job(Number(id)), undefined);
    });
    expect(await db.knex('tickets').count({ n: '*' }).first()).toMatchObject({ n: 1 });
    expect((await backend.repository.queryJobs({ name: 'autoclose' })).total).toBe(1);
  });

  it('rolls the job back with the row', async () => {
    await expect(
      db.knex.transaction(async (trx) => {
        const [id] = await trx('tickets').insert({});
        await backend.repository.withTransaction(trx).saveJob(job(Number(id)), undefined);
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    expect(Number((await db.knex('tickets').count({ n: '*' }).first())!.n)).toBe(1);
    expect((await backend.repository.queryJobs({ name: 'autoclose' })).total).toBe(1);
  });
});
