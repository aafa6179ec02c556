import { hashPassword } from '@balcao/core';
import {
  login,
  PASSWORD,
  seedTenants,
  startTestKernel,
  type HttpClient,
  type TestKernel,
} from '@balcao/core/testing';
import quickMessages from '../src/index.js';

export interface QuickMessagesKernel {
  t: TestKernel;
  seed: Awaited<ReturnType<typeof seedTenants>>;
  /** company A's admin and two attendants, and company B's admin */
  admin: HttpClient;
  attendant: HttpClient;
  other: HttpClient;
  otherId: number;
  adminB: HttpClient;
}

/** A real kernel with only the quick messages plugin, on the database TEST_DB picks, and four callers (env: extra config). */
export async function startQuickMessagesKernel(
  env: Record<string, string> = {},
): Promise<QuickMessagesKernel> {
  const t = await startTestKernel({ plugins: [quickMessages], env });
  const seed = await seedTenants(t.kernel.knex);
  const now = new Date();
  const [otherId] = await t.kernel.knex('users').insert({
    companyId: seed.a.id,
    name: 'outro Empresa A',
    email: 'outro@empresaa.test',
    passwordHash: await hashPassword(PASSWORD),
    profile: 'user',
    createdAt: now,
    updatedAt: now,
  });
  return {
    t,
    seed,
    admin: await login(t, seed.a.admin.email),
    attendant: await login(t, seed.a.user.email),
    other: await login(t, 'outro@empresaa.test'),
    otherId: Number(otherId),
    adminB: await login(t, seed.b.admin.email),
  };
}

/** A row written straight to the table: a read test never depends on the create route. */
export async function insertQuickMessage(
  t: TestKernel,
  companyId: number,
  userId: number,
  fields: { shortcode: string; message?: string; geral?: boolean },
) {
  const now = new Date();
  const [id] = await t.kernel.knex('quick_messages').insert({
    companyId,
    userId,
    message: 'Olá!',
    ...fields,
    geral: fields.geral ?? false,
    createdAt: now,
    updatedAt: now,
  });
  return Number(id);
}
