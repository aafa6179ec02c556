import { login, seedTenants, startTestKernel, type HttpClient, type TestKernel } from '@balcao/core/testing';
import plugin from '../src/index.js';

export interface EventWebhooksKernel {
  t: TestKernel;
  seed: Awaited<ReturnType<typeof seedTenants>>;
  /** an attendant of company A, and one of company B */
  a: HttpClient;
  b: HttpClient;
  /** company A's admin, and company B's (they hold event-webhooks:delete) */
  adminA: HttpClient;
  adminB: HttpClient;
}

/** A real kernel with only this plugin and two companies, each with a signed-in attendant and admin. */
export async function startEventWebhooksKernel(): Promise<EventWebhooksKernel> {
  const t = await startTestKernel({ plugins: [plugin] });
  const seed = await seedTenants(t.kernel.knex);
  return {
    t,
    seed,
    a: await login(t, seed.a.user.email),
    b: await login(t, seed.b.user.email),
    adminA: await login(t, seed.a.admin.email),
    adminB: await login(t, seed.b.admin.email),
  };
}
