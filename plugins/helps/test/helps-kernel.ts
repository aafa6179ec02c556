import { startTenantKernel, type TenantKernel, type TestKernel } from '@balcao/core/testing';
import helps from '../src/index.js';

/** the platform's super user manages help videos; company A's admin (no super flag) and attendant read */
export type HelpsKernel = TenantKernel<'superUser' | 'admin' | 'attendant'>;

/** A real kernel with only the helps plugin, on the database TEST_DB picks, and three signed-in callers. */
export const startHelpsKernel = (): Promise<HelpsKernel> =>
  startTenantKernel({ plugins: [helps], as: ['superUser', 'admin', 'attendant'] });

/** A help row written straight to the table: a read test never depends on the create route. */
export async function insertHelp(
  t: TestKernel,
  fields: { title: string; video?: string; description?: string },
) {
  const now = new Date();
  const [id] = await t.kernel.knex('helps').insert({ ...fields, createdAt: now, updatedAt: now });
  return Number(id);
}
