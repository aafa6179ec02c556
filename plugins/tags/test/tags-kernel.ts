import { hashPassword } from '@balcao/core';
import {
  login,
  PASSWORD,
  seedTenants,
  startTestKernel,
  type HttpClient,
  type TestKernel,
} from '@balcao/core/testing';
import tags from '../src/index.js';

export interface TagsKernel {
  t: TestKernel;
  seed: Awaited<ReturnType<typeof seedTenants>>;
  /** company A's admin, supervisor and attendant, and company B's admin */
  admin: HttpClient;
  supervisor: HttpClient;
  attendant: HttpClient;
  adminB: HttpClient;
}

/** A real kernel with only the tags plugin, on the database TEST_DB picks, and four signed-in callers. */
export async function startTagsKernel(): Promise<TagsKernel> {
  const t = await startTestKernel({ plugins: [tags] });
  const seed = await seedTenants(t.kernel.knex);
  const now = new Date();
  await t.kernel.knex('users').insert({
    companyId: seed.a.id,
    name: 'supervisor Empresa A',
    email: 'supervisor@empresaa.test',
    passwordHash: await hashPassword(PASSWORD),
    profile: 'supervisor',
    createdAt: now,
    updatedAt: now,
  });
  return {
    t,
    seed,
    admin: await login(t, seed.a.admin.email),
    supervisor: await login(t, 'supervisor@empresaa.test'),
    attendant: await login(t, seed.a.user.email),
    adminB: await login(t, seed.b.admin.email),
  };
}

/** A tag row written straight to the table: a read test never depends on the create route. */
export async function insertTag(
  t: TestKernel,
  companyId: number,
  fields: { name: string; color?: string; kanban?: 0 | 1 },
) {
  const now = new Date();
  const [id] = await t.kernel.knex('tags').insert({ companyId, ...fields, createdAt: now, updatedAt: now });
  return Number(id);
}
