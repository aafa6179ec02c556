import {
  signedInUser,
  startTenantKernel,
  type HttpClient,
  type TenantKernel,
  type TestKernel,
} from '@balcao/core/testing';
import quickMessages from '../src/index.js';

/** company A's admin and two attendants (`attendant`, `other`), and company B's admin */
export type QuickMessagesKernel = TenantKernel<'admin' | 'attendant' | 'adminB'> & {
  other: HttpClient;
  otherId: number;
};

/** A real kernel with only the quick messages plugin, on the database TEST_DB picks, and four callers (env: extra config). */
export async function startQuickMessagesKernel(
  env: Record<string, string> = {},
): Promise<QuickMessagesKernel> {
  const k = await startTenantKernel({ plugins: [quickMessages], env, as: ['admin', 'attendant', 'adminB'] });
  const other = await signedInUser(k.t, k.seed.a.id, {
    name: 'outro Empresa A',
    email: 'outro@empresaa.test',
  });
  return { ...k, other: other.http, otherId: other.id };
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
