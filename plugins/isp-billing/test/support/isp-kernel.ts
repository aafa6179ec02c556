import contacts from '@balcao/plugin-contacts';
import queues from '@balcao/plugin-queues';
import tickets from '@balcao/plugin-tickets';
import {
  nextIn,
  openConnection,
  processed,
  simContact,
  startTenantKernel,
  replayInbound,
  type TenantKernel,
} from '@balcao/core/testing';
import { ispBillingPlugin } from '../../src/index.js';

/**
 * A kernel with contacts, tickets, the queue bot and isp-billing. The fake billing systems are local, but on a
 * machine at load 20 a 2 s limit was passed and a lookup answered "try again later": the timeout itself is
 * provider-http.test.ts's case.
 */
export type IspKernel = TenantKernel<'admin'>;

export const startIspKernel = (): Promise<IspKernel> =>
  startTenantKernel({
    plugins: [contacts, tickets, queues, ispBillingPlugin({ timeoutMs: 15_000 })],
    as: ['admin'],
  });

/** A company's settings, written through the settings route as an admin would. */
export async function setSettings(k: IspKernel, values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) {
    const res = await k.admin.request('PUT', `/settings/${key}`, { value });
    if (res.status !== 200)
      throw new Error(`PUT /settings/${key}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

/**
 * An open sim connection of `companyId` offering two queues with a greeting: the queue menu answers whatever
 * the lookup leaves to the normal flow.
 */
export async function connectionOf(k: IspKernel, companyId: number) {
  const knex = k.t.kernel.knex;
  const n = nextIn(k, 'connections');
  const now = new Date();
  const queueIds: number[] = [];
  for (const name of ['Financeiro', 'Suporte']) {
    const [queueId] = await knex('queues').insert({
      companyId,
      name: `${name} ${n}`,
      color: `#${nextIn(k, 'colours').toString(16).padStart(6, '0')}`,
      createdAt: now,
      updatedAt: now,
    });
    queueIds.push(Number(queueId));
  }
  const fields = { isDefault: false, greetingMessage: 'Bem-vindo ao provedor!' };
  return String(await openConnection(k.t, companyId, { name: `Provedor ${n}`, queueIds, fields }));
}

export const menuOf = (conn: string) =>
  `Bem-vindo ao provedor!\n\n1 - Financeiro ${conn}\n2 - Suporte ${conn}`;

/** A contact writing to the connection: `says` waits until every step ran and the answers left the outbox. */
export const contact = (k: IspKernel, conn: string, number: string) =>
  simContact(k.t, k.sim, conn, number, `Cliente ${number.slice(-4)}`);

/** Runs an inbound event through the pipeline again, as a crash before it was marked done would. */
export async function replay(k: IspKernel, waId: string) {
  const res = await replayInbound(k.t, k.admin, waId);
  if (res.status !== 200) throw new Error(`retry: ${res.status} ${JSON.stringify(res.body)}`);
  await processed(k.t, waId);
}
