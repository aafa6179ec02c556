import helps from '@balcao/plugin-helps';
import { startTenantKernel, type TenantKernel, type TestKernel } from '@balcao/core/testing';
import billing, { signSandboxBody, type BillingServices, type SandboxWebhookBody } from '../src/index.js';

export type BillingKernel = Omit<TenantKernel<'admin' | 'adminB'>, 'services'> & {
  services: BillingServices;
};

/** A real kernel with billing (sandbox gateway) and helps (an ordinary plugin, for the 402 checks). */
export async function startBillingKernel(): Promise<BillingKernel> {
  const k = await startTenantKernel({ plugins: [helps, billing], as: ['admin', 'adminB'] });
  return { ...k, services: k.services<BillingServices>('billing') };
}

/** Sets a company's due date (and recurrence) straight in the table. */
export async function setDueDate(t: TestKernel, companyId: number, dueDate: Date, recurrence = 'MENSAL') {
  await t.kernel.knex('companies').where({ id: companyId }).update({ dueDate, recurrence });
}

export async function companyDueDate(t: TestKernel, companyId: number): Promise<Date> {
  const row = await t.kernel.knex('companies').where({ id: companyId }).first('dueDate');
  const v = row.dueDate;
  return v instanceof Date ? v : new Date(typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);
}

export const invoiceRows = (t: TestKernel, companyId: number) =>
  t.kernel.knex('invoices').where({ companyId }).orderBy('id');

/** Posts a sandbox payment notice, signed with `secret` (the kernel's unless a forger's is given). */
export function fireWebhook(k: BillingKernel, body: SandboxWebhookBody, secret = k.services.sandboxSecret!) {
  const raw = JSON.stringify(body);
  return k.t
    .client()
    .request('POST', '/subscription/webhook', raw, { 'x-sandbox-signature': signSandboxBody(secret, raw) });
}
