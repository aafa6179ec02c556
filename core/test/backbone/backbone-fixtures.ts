import { insertCompany, insertPlan, insertWhatsapp, type TestKernel } from '../support/index.js';
import { until } from '../connections/lease-children.js';

/** A company with a linked sim connection running on this kernel; returns the ids and the simulator. */
export async function linkedSimConnection(t: TestKernel, name: string) {
  const planId = await insertPlan(t.kernel.knex, `Plano ${name}`);
  const company = await insertCompany(t.kernel.knex, name, planId);
  const connectionId = await insertWhatsapp(t.kernel.knex, company.id, 'Sim', { status: 'CONNECTED' });
  await t.kernel.channels.added(connectionId);
  await until('the connection to open', () => t.kernel.channels.status(connectionId) === 'CONNECTED', 10_000);
  return { companyId: company.id, connectionId, sim: t.kernel.channels.sim! };
}

export const inboxRows = (t: TestKernel, connectionId: number, kind = 'message') =>
  t.kernel.knex('inbox_events').where({ connectionId, kind }).orderBy('id');
