import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKernel, type Kernel } from '@balcao/core';
import {
  createTestDatabase,
  insertCompany,
  insertPlan,
  testEnv,
  until,
  type TestDatabase,
} from '@balcao/core/testing';
import contacts, { type ContactServices } from '../src/index.js';
import { cachedContactByKey } from '../src/services/contact-cache.js';

/**
 * Two kernels on one database and one Redis, as two replicas: a contact one of them cached for the message step is
 * dropped there when the other writes it (contact-cache.ts, the kernel's cache bus).
 */
let db: TestDatabase;
const kernels: Kernel[] = [];
let companyId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  for (let i = 0; i < 2; i++) {
    const kernel = await createKernel({
      env: testEnv(db.url, { REDIS_URL: 'redis://127.0.0.1:6379' }),
      plugins: [contacts],
    });
    if (i === 0) await kernel.migrate();
    kernels.push(kernel);
  }
  companyId = (await insertCompany(kernels[0]!.knex, 'Loja', await insertPlan(kernels[0]!.knex, 'Plano'))).id;
}, 60_000);
afterAll(async () => {
  for (const k of kernels) await k.stop();
  await db?.drop();
});

const servicesOf = (k: Kernel) => k.plugins.services.get('contacts') as ContactServices;
/** what process `k`'s message step would take for this number */
const cachedOn = (k: Kernel, number: string) => cachedContactByKey({ cache: k.cache }, companyId, { number });

describe('the contacts cache on two processes', () => {
  it("sees the other process's update and delete", async () => {
    const [a, b] = kernels as [Kernel, Kernel];
    const number = '5511955550001';
    const made = await servicesOf(a).upsertByNumber(companyId, { number, name: 'Gil' });
    expect(await cachedOn(b, number)).toMatchObject({ id: made.id, name: 'Gil' });

    await servicesOf(a).update(companyId, made.id, { name: 'Gilberto' });
    await until(
      'the other process reads the new name',
      async () => (await cachedOn(b, number))?.name === 'Gilberto',
    );

    await servicesOf(a).delete(companyId, made.id);
    await until(
      'the other process forgets the deleted contact',
      async () => (await cachedOn(b, number)) === undefined,
    );
  });
});
