import type { Socket } from 'socket.io-client';
import { insertUser, login, seedTenants } from './fixtures.js';
import type { HttpClient } from './http-client.js';
import { connectSocket } from './socket-client.js';
import { startTestKernel, type TestKernel, type TestKernelOptions } from './test-kernel.js';

export type Seed = Awaited<ReturnType<typeof seedTenants>>;
export type Sim = NonNullable<TestKernel['kernel']['channels']['sim']>;

/**
 * Who a test acts as: the platform's super user; company A's admin, supervisor and attendant; company B's admin
 * and attendant.
 */
export type Role = 'superUser' | 'admin' | 'supervisor' | 'attendant' | 'adminB' | 'attendantB';

/** company A's supervisor, added only when a test signs in as one */
export const SUPERVISOR_EMAIL = 'supervisor@empresaa.test';

export type TenantKernel<R extends Role = never> = {
  t: TestKernel;
  seed: Seed;
  /** the simulated WhatsApp network the kernel's sim connections talk to */
  sim: Sim;
  /** a plugin's services, as another plugin gets them */
  services<T>(plugin: string): T;
  /** a caller not signed in up front */
  login(role: Role): Promise<HttpClient>;
  /** a socket signed in as the client's user (as the shell connects), once the server said `ready` */
  socket(client: HttpClient, opts?: { via?: 'auth' | 'query' }): Promise<Socket>;
  stop(): Promise<void>;
} & { [K in R]: HttpClient };

export interface TenantKernelOptions<R extends Role> extends TestKernelOptions {
  /** the callers signed in before the test starts, each a property of the result */
  as?: readonly R[];
  /** columns of the tenants' plan to change (e.g. `{ queues: 100 }`) */
  plan?: Record<string, unknown>;
}

/**
 * The shared harness of the API tests: a real kernel with the chosen plugins on the database TEST_DB picks
 * (`startTestKernel`), the platform and tenants A and B seeded (`seedTenants`), and the callers asked for in
 * `as` signed in. A plugin's tests add only their own fixtures.
 */
export async function startTenantKernel<R extends Role = never>(
  opts: TenantKernelOptions<R> = {},
): Promise<TenantKernel<R>> {
  const { as = [], plan, ...kernelOpts } = opts;
  const t = await startTestKernel(kernelOpts);
  const seed = await seedTenants(t.kernel.knex);
  if (plan) await t.kernel.knex('plans').where({ id: seed.planId }).update(plan);
  const emails: Record<Role, string> = {
    superUser: seed.platform.admin.email,
    admin: seed.a.admin.email,
    supervisor: SUPERVISOR_EMAIL,
    attendant: seed.a.user.email,
    adminB: seed.b.admin.email,
    attendantB: seed.b.user.email,
  };
  let supervisor: Promise<number> | undefined;
  const signIn = async (role: Role) => {
    if (role === 'supervisor')
      await (supervisor ??= insertUser(t.kernel.knex, seed.a.id, {
        name: 'supervisor Empresa A',
        email: SUPERVISOR_EMAIL,
        profile: 'supervisor',
      }));
    return login(t, emails[role]);
  };
  const callers: Partial<Record<Role, HttpClient>> = {};
  for (const role of as) callers[role] = await signIn(role);
  return {
    ...(callers as { [K in R]: HttpClient }),
    t,
    seed,
    sim: t.kernel.channels.sim!,
    services: <T>(plugin: string) => t.kernel.plugins.services.get(plugin) as T,
    login: signIn,
    socket: (client, socketOpts) => connectSocket(t.url, client.token!, socketOpts),
    stop: () => t.stop(),
  };
}
