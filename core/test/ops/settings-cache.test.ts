import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKernel, type Kernel } from '../../src/kernel.js';
import {
  createTestDatabase,
  insertCompany,
  insertPlan,
  testEnv,
  until,
  type TestDatabase,
} from '../support/index.js';

/**
 * Settings are read on every message, so each process keeps a company's in memory (SharedCache). Two kernels on
 * one database and one Redis, as two replicas: a write on one is read at once on both, and a read between a
 * transaction's write and its commit does not keep the value from before.
 */
let db: TestDatabase;
const kernels: Kernel[] = [];
let companyId: number;
const KEY = 'userCreation';

beforeAll(async () => {
  db = await createTestDatabase();
  for (let i = 0; i < 2; i++) {
    const kernel = await createKernel({ env: testEnv(db.url, { REDIS_URL: 'redis://127.0.0.1:6379' }) });
    if (i === 0) await kernel.migrate();
    kernels.push(kernel);
  }
  const planId = await insertPlan(kernels[0]!.knex, 'Plano');
  companyId = (await insertCompany(kernels[0]!.knex, 'Loja', planId)).id;
});
afterAll(async () => {
  for (const k of kernels) await k.stop();
  await db?.drop();
});

describe('the settings cache', () => {
  it('serves the declared default, then a value written on the other process', async () => {
    const [a, b] = kernels as [Kernel, Kernel];
    expect(a.registries.settings.get(KEY)).toBeDefined();
    const initial = await b.settings.get(companyId, KEY);
    expect(await a.settings.get(companyId, KEY)).toBe(initial);
    const next = initial === 'enabled' ? 'disabled' : 'enabled';
    await a.settings.set(companyId, KEY, next);
    expect(await a.settings.get(companyId, KEY)).toBe(next);
    await until(
      'the other process reads the new value',
      async () => (await b.settings.get(companyId, KEY)) === next,
    );
  });

  // SQLite has one connection: nothing reads while a transaction is open, so there is no such reader there
  it.skipIf(process.env.TEST_DB !== 'mysql')(
    'does not keep what a reader saw before the writing transaction committed',
    async () => {
      const a = kernels[0]!;
      const before = await a.settings.get(companyId, KEY);
      const next = before === 'enabled' ? 'disabled' : 'enabled';
      const trx = await a.knex.transaction();
      await a.settings.set(companyId, KEY, next, trx);
      // read outside the transaction: the committed value, and it lands in the cache
      expect(await a.settings.get(companyId, KEY)).toBe(before);
      await trx.commit();
      await until('the committed value is read', async () => (await a.settings.get(companyId, KEY)) === next);
    },
  );

  it('keeps nothing of a transaction rolled back', async () => {
    const a = kernels[0]!;
    const before = await a.settings.get(companyId, KEY);
    const trx = await a.knex.transaction();
    await a.settings.set(companyId, KEY, before === 'enabled' ? 'disabled' : 'enabled', trx);
    await trx.rollback();
    expect(await a.settings.get(companyId, KEY)).toBe(before);
    expect(await kernels[1]!.settings.get(companyId, KEY)).toBe(before);
  });
});
