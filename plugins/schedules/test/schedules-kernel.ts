import contacts from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import {
  openConnection as openCompanyConnection,
  startTenantKernel,
  type TenantKernel,
  type TestKernel,
} from '@balcao/core/testing';
import schedules from '../src/index.js';

/** company A's admin and attendant, company B's admin, and A's default sim connection, linked and open */
export type SchedulesKernel = TenantKernel<'admin' | 'attendant' | 'adminB'> & { connectionId: number };

/** A real kernel with contacts, tickets and schedules on TEST_DB's database; company A's default sim connection open. */
export async function startSchedulesKernel(env: Record<string, string> = {}): Promise<SchedulesKernel> {
  const k = await startTenantKernel({
    plugins: [contacts, tickets, schedules],
    env,
    as: ['admin', 'attendant', 'adminB'],
  });
  return { ...k, connectionId: await openConnection(k.t, k.seed.a.id, 'Atendimento') };
}

/** A sim connection of the company, opened; `isDefault` true unless told otherwise. */
export const openConnection = (t: TestKernel, companyId: number, name: string, isDefault = true) =>
  openCompanyConnection(t, companyId, { name, fields: { isDefault } });

/** The schedules row as stored. */
export const scheduleRow = (t: TestKernel, id: number) =>
  t.kernel.knex('schedules').where({ id }).first() as Promise<Record<string, unknown> | undefined>;
