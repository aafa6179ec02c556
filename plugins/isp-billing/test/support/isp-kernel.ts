import contacts from '@balcao/plugin-contacts';
import queues from '@balcao/plugin-queues';
import tickets from '@balcao/plugin-tickets';
import {
  insertWhatsapp,
  login,
  seedTenants,
  startTestKernel,
  until,
  type HttpClient,
  type TestKernel,
} from '@balcao/core/testing';
import { ispBillingPlugin } from '../../src/index.js';

/** A kernel with contacts, tickets, the queue bot and isp-billing; billing systems answer within 2 s. */
export interface IspKernel {
  t: TestKernel;
  seed: Awaited<ReturnType<typeof seedTenants>>;
  admin: HttpClient;
  sim: NonNullable<TestKernel['kernel']['channels']['sim']>;
}

export async function startIspKernel(): Promise<IspKernel> {
  const t = await startTestKernel({
    plugins: [contacts, tickets, queues, ispBillingPlugin({ timeoutMs: 2_000 })],
  });
  const seed = await seedTenants(t.kernel.knex);
  return { t, seed, admin: await login(t, seed.a.admin.email), sim: t.kernel.channels.sim! };
}

/** A company's settings, written through the settings route as an admin would. */
export async function setSettings(k: IspKernel, values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) {
    const res = await k.admin.request('PUT', `/settings/${key}`, { value });
    if (res.status !== 200)
      throw new Error(`PUT /settings/${key}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

let connections = 0;
let colours = 0;
/**
 * An open sim connection of `companyId` offering two queues with a greeting: the queue menu answers whatever
 * the lookup leaves to the normal flow.
 */
export async function connectionOf(k: IspKernel, companyId: number) {
  const knex = k.t.kernel.knex;
  const n = ++connections;
  const id = await insertWhatsapp(knex, companyId, `Provedor ${n}`, {
    status: 'CONNECTED',
    isDefault: false,
    greetingMessage: 'Bem-vindo ao provedor!',
  });
  const now = new Date();
  for (const name of ['Financeiro', 'Suporte']) {
    const [queueId] = await knex('queues').insert({
      companyId,
      name: `${name} ${n}`,
      color: `#${(++colours).toString(16).padStart(6, '0')}`,
      createdAt: now,
      updatedAt: now,
    });
    await knex('whatsappQueues').insert({ whatsappId: id, queueId: Number(queueId) });
  }
  await k.t.kernel.channels.added(id);
  await until('the connection to open', () => k.t.kernel.channels.status(id) === 'CONNECTED', 10_000);
  return String(id);
}

export const menuOf = (conn: string) =>
  `Bem-vindo ao provedor!\n\n1 - Financeiro ${conn}\n2 - Suporte ${conn}`;

/** A contact writing to the connection: `says` waits until every step ran and the answers left the outbox. */
export function contact(k: IspKernel, conn: string, number: string) {
  const from = { number, name: `Cliente ${number.slice(-4)}` };
  return {
    async says(body: string) {
      const waId = k.sim.contactSends(conn, { from, type: 'text', body });
      await processed(k, waId);
      return waId;
    },
    /** the texts the contact received, oldest first */
    received: () =>
      k.sim
        .sent(conn)
        .filter((s) => s.chatId.replace(/\D/g, '') === number)
        .map((s) => (s.message as { body?: string }).body ?? ''),
  };
}

async function processed(k: IspKernel, waId: string) {
  await until(
    `message ${waId} processed`,
    async () => {
      const row = await k.t.kernel.knex('inboxEvents').where({ waId, kind: 'message' }).first('status');
      return row?.status === 'done';
    },
    10_000,
  );
  await until(
    'the outbox to drain',
    async () => {
      const [row] = await k.t.kernel
        .knex('outboxMessages')
        .whereIn('status', ['queued', 'sending'])
        .count({ n: '*' });
      return Number(row?.n) === 0;
    },
    10_000,
  );
}

/** Runs an inbound event through the pipeline again, as a crash before it was marked done would. */
export async function replay(k: IspKernel, waId: string) {
  const knex = k.t.kernel.knex;
  const row = await knex('inboxEvents').where({ waId, kind: 'message' }).first('id');
  await knex('inboxEvents').where({ id: row.id }).update({ status: 'failed' });
  const res = await k.admin.request('POST', `/inbox/failed/${row.id}/retry`);
  if (res.status !== 200) throw new Error(`retry: ${res.status} ${JSON.stringify(res.body)}`);
  await until(
    'the replay',
    async () => (await knex('inboxEvents').where({ id: row.id }).first('status'))?.status === 'done',
    10_000,
  );
  await processed(k, waId);
}
