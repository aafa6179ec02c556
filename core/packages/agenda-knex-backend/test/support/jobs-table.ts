import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Agenda } from 'agenda';
import { agendaJobsMigration } from '../../src/index.js';
import { createTestDb, type TestDb } from './test-db.js';

/**
 * For a describe block: a database of its own with the jobs table, emptied after each test, and the Agendas a
 * test started (`jobs.started.push(agenda)`), stopped after it.
 */
export function jobsTable(): { readonly db: TestDb; started: Agenda[] } {
  let db: TestDb | undefined;
  const started: Agenda[] = [];
  beforeAll(async () => {
    db = await createTestDb();
    await agendaJobsMigration.up(db.knex);
  });
  afterEach(async () => {
    await Promise.all(started.splice(0).map((a) => a.stop(false)));
    await db?.knex('agenda_jobs').delete();
  });
  afterAll(async () => db?.drop());
  return {
    get db() {
      if (!db) throw new Error('the jobs table is made in beforeAll');
      return db;
    },
    started,
  };
}
