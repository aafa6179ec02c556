import { randomUUID } from 'node:crypto';
import contacts from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import {
  insertWhatsapp,
  login,
  seedTenants,
  startTestKernel,
  type HttpClient,
  type TestKernel,
} from '@balcao/core/testing';
import schedules from '../src/index.js';

export interface SchedulesKernel {
  t: TestKernel;
  seed: Awaited<ReturnType<typeof seedTenants>>;
  admin: HttpClient;
  attendant: HttpClient;
  adminB: HttpClient;
  /** company A's default sim connection, linked and open */
  connectionId: number;
  sim: NonNullable<TestKernel['kernel']['channels']['sim']>;
}

/** A real kernel with contacts, tickets and schedules on TEST_DB's database; company A's default sim connection open. */
export async function startSchedulesKernel(env: Record<string, string> = {}): Promise<SchedulesKernel> {
  const t = await startTestKernel({ plugins: [contacts, tickets, schedules], env });
  const seed = await seedTenants(t.kernel.knex);
  const connectionId = await openConnection(t, seed.a.id, 'Atendimento');
  return {
    t,
    seed,
    admin: await login(t, seed.a.admin.email),
    attendant: await login(t, seed.a.user.email),
    adminB: await login(t, seed.b.admin.email),
    connectionId,
    sim: t.kernel.channels.sim!,
  };
}

/** A sim connection of the company, opened; `isDefault` true unless told otherwise. */
export async function openConnection(t: TestKernel, companyId: number, name: string, isDefault = true) {
  const id = await insertWhatsapp(t.kernel.knex, companyId, name, { status: 'CONNECTED', isDefault });
  await t.kernel.channels.added(id);
  await until('the connection to open', () => t.kernel.channels.status(id) === 'CONNECTED');
  return id;
}

/** A contact row straight in the table. */
export async function insertContact(
  t: TestKernel,
  companyId: number,
  name: string,
  number: string,
  whatsappId: number | null = null,
) {
  const now = new Date();
  const [id] = await t.kernel.knex('contacts').insert({
    companyId,
    uuid: randomUUID(),
    name,
    number,
    numberKey: number,
    whatsappId,
    createdAt: now,
    updatedAt: now,
  });
  return Number(id);
}

/** The schedules row as stored. */
export const scheduleRow = (t: TestKernel, id: number) =>
  t.kernel.knex('schedules').where({ id }).first() as Promise<Record<string, unknown> | undefined>;

/** Polls until `check` holds; fails naming what it waited for. */
export async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}
