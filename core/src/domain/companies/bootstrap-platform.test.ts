import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKernel, type Kernel } from '../../kernel.js';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-db.js';
import { testEnv } from '../../../test/support/test-kernel.js';
import { bootstrapPlatform } from './bootstrap-platform.js';

let db: TestDatabase;
let kernel: Kernel;
beforeAll(async () => {
  db = await createTestDatabase();
  kernel = await createKernel({ env: testEnv(db.url) });
  await kernel.migrate();
});
afterAll(async () => {
  await kernel.stop();
  await db.drop();
});

describe('bootstrapPlatform', () => {
  it('creates the super admin once, and only with both variables', async () => {
    expect(await bootstrapPlatform(kernel.knex, { email: 'root@x.test' })).toBe(false);
    expect(await bootstrapPlatform(kernel.knex, { email: 'Root@X.test', password: 'long-enough' })).toBe(
      true,
    );
    const su = await kernel.knex('users').first();
    expect(su).toMatchObject({ email: 'root@x.test', profile: 'admin' });
    expect(Boolean(su.super)).toBe(true);
    expect(await bootstrapPlatform(kernel.knex, { email: 'other@x.test', password: 'long-enough' })).toBe(
      false,
    );
    expect(await kernel.knex('users').count({ n: '*' }).first()).toMatchObject({ n: 1 });
  });
});
