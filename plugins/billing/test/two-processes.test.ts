import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createKernel } from '@balcao/core';
import {
  createTestDatabase,
  insertCompany,
  killChildren,
  seedTenants,
  spawnChild,
  testDbClient,
  testEnv,
  until,
  type ChildKernel,
  type TestDatabase,
} from '@balcao/core/testing';
import billing from '../src/index.js';

/**
 * The invoice job on two kernel processes at once (MariaDB; SQLite is one process): each runs the generation ten
 * times concurrently over the same companies, and every company ends with exactly one invoice for its period.
 */
const script = fileURLToPath(new URL('./child/billing-child.ts', import.meta.url));
const pluginDir = fileURLToPath(new URL('../', import.meta.url));

describe.skipIf(testDbClient() !== 'mysql')('the invoice job on two processes', () => {
  let db: TestDatabase;
  const children: ChildKernel<{ ev: string }>[] = [];
  afterAll(async () => {
    await killChildren(children);
    await db?.drop();
  });

  it('makes one invoice per company and period', async () => {
    db = await createTestDatabase();
    const setup = await createKernel({ env: testEnv(db.url), plugins: [billing] });
    await setup.migrate();
    const seed = await seedTenants(setup.knex);
    const ids = [seed.a.id, seed.b.id];
    for (let i = 0; i < 8; i++) ids.push((await insertCompany(setup.knex, `Empresa ${i}`, seed.planId)).id);
    await setup
      .knex('companies')
      .whereIn('id', ids)
      .update({ dueDate: new Date(Date.now() + 2 * 864e5) });
    await setup.stop();

    for (const name of ['proc-a', 'proc-b'])
      children.push(spawnChild(name, script, { cwd: pluginDir, env: { DATABASE_URL: db.url } }));
    for (const c of children)
      await until(`${c.name} to finish`, () => c.lines.some((l) => l.ev === 'done'), 60_000);

    const check = await createKernel({ env: testEnv(db.url), plugins: [billing] });
    try {
      const rows: { companyId: number; n: number }[] = await check
        .knex('invoices')
        .groupBy('companyId')
        .select('companyId')
        .count({ n: '*' });
      expect(rows.map((r) => r.companyId).sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
      expect(rows.every((r) => Number(r.n) === 1)).toBe(true);
    } finally {
      await check.stop();
    }
  }, 120_000);
});
