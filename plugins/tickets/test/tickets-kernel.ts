import contacts from '@balcao/plugin-contacts';
import {
  insertWhatsapp,
  login,
  seedTenants,
  startTestKernel,
  type HttpClient,
  type TestKernel,
} from '@balcao/core/testing';
import type { PluginDefinition } from '@balcao/core';
import tickets from '../src/index.js';

export interface TicketsKernel {
  t: TestKernel;
  seed: Awaited<ReturnType<typeof seedTenants>>;
  admin: HttpClient;
  attendant: HttpClient;
  /** company A's linked sim connection */
  connectionId: number;
  sim: NonNullable<TestKernel['kernel']['channels']['sim']>;
}

/** A real kernel with contacts and tickets (and any extra plugins), company A's sim connection linked and open. */
export async function startTicketsKernel(
  extra: PluginDefinition[] = [],
  env: Record<string, string> = {},
): Promise<TicketsKernel> {
  const t = await startTestKernel({ plugins: [contacts, tickets, ...extra], env });
  const seed = await seedTenants(t.kernel.knex);
  const connectionId = await insertWhatsapp(t.kernel.knex, seed.a.id, 'Atendimento', { status: 'CONNECTED' });
  await t.kernel.channels.added(connectionId);
  await until('the connection to open', () => t.kernel.channels.status(connectionId) === 'CONNECTED');
  return {
    t,
    seed,
    admin: await login(t, seed.a.admin.email),
    attendant: await login(t, seed.a.user.email),
    connectionId,
    sim: t.kernel.channels.sim!,
  };
}

/** Polls until `check` holds; fails naming what it waited for. */
export async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}
