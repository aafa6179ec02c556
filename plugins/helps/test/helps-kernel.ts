import { login, seedTenants, startTestKernel, type HttpClient, type TestKernel } from '@balcao/core/testing';
import helps from '../src/index.js';

export interface HelpsKernel {
  t: TestKernel;
  /** the platform's super user, who manages help videos */
  superUser: HttpClient;
  /** a company admin: no super flag, so reads only */
  admin: HttpClient;
  /** an attendant of the same company */
  attendant: HttpClient;
}

/** A real kernel with only the helps plugin, on the database TEST_DB picks, and three signed-in callers. */
export async function startHelpsKernel(): Promise<HelpsKernel> {
  const t = await startTestKernel({ plugins: [helps] });
  const seed = await seedTenants(t.kernel.knex);
  return {
    t,
    superUser: await login(t, seed.platform.admin.email),
    admin: await login(t, seed.a.admin.email),
    attendant: await login(t, seed.a.user.email),
  };
}

/** A help row written straight to the table: a read test never depends on the create route. */
export async function insertHelp(
  t: TestKernel,
  fields: { title: string; video?: string; description?: string },
) {
  const now = new Date();
  const [id] = await t.kernel.knex('helps').insert({ ...fields, createdAt: now, updatedAt: now });
  return Number(id);
}
