import contacts from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import queues from '@balcao/plugin-queues';
import {
  insertWhatsapp,
  login,
  seedTenants,
  startTestKernel,
  type HttpClient,
  type TestKernel,
} from '@balcao/core/testing';
import integrations from '../../src/index.js';
import type { IntegrationConfig, RunnerInput } from '../../src/runners/runner.js';

/** A real kernel with contacts, tickets and integrations; company A has one open sim connection. */
export interface RunnersKernel {
  t: TestKernel;
  seed: Awaited<ReturnType<typeof seedTenants>>;
  admin: HttpClient;
  sim: NonNullable<TestKernel['kernel']['channels']['sim']>;
  connectionId: number;
}

export async function startRunnersKernel(): Promise<RunnersKernel> {
  const t = await startTestKernel({ plugins: [contacts, tickets, queues, integrations] });
  const seed = await seedTenants(t.kernel.knex);
  const connectionId = await insertWhatsapp(t.kernel.knex, seed.a.id, 'Atendimento', {
    status: 'CONNECTED',
    isDefault: true,
  });
  await t.kernel.channels.added(connectionId);
  await until('the connection to open', () => t.kernel.channels.status(connectionId) === 'CONNECTED');
  return { t, seed, admin: await login(t, seed.a.admin.email), sim: t.kernel.channels.sim!, connectionId };
}

/**
 * A contact of company A writing to the connection: `says` waits until the message went through the pipeline
 * (its ticket exists) and answers what a runner gets for it.
 */
export function contact(k: RunnersKernel, number: string) {
  const conn = String(k.connectionId);
  const from = { number, name: `Cliente ${number.slice(-4)}` };
  const knex = k.t.kernel.knex;
  return {
    async says(body: string, config: IntegrationConfig): Promise<RunnerInput> {
      const waId = k.sim.contactSends(conn, { from, type: 'text', body });
      await until(`message ${waId} processed`, async () => {
        const row = await knex('inboxEvents').where({ waId, kind: 'message' }).first('status');
        return row?.status === 'done';
      });
      const event = await knex('inboxEvents').where({ waId, kind: 'message' }).first('id');
      const ticket = await this.ticket();
      return {
        companyId: k.seed.a.id,
        integration: config,
        ticket: {
          id: ticket.id,
          queueId: ticket.queueId,
          contactId: ticket.contactId,
          whatsappId: k.connectionId,
        },
        contact: { id: ticket.contactId, name: from.name, number },
        message: { id: String(event.id), body, mediaType: 'conversation', timestamp: Date.now() },
        session: { state: {}, isNew: true },
      };
    },
    /** the texts the contact received, oldest first */
    received: () =>
      k.sim
        .sent(conn)
        .filter((s) => s.chatId.replace(/\D/g, '') === number)
        .map((s) => (s.message as { body?: string }).body ?? ''),
    ticket: async () =>
      knex('tickets')
        .join('contacts', 'contacts.id', 'tickets.contactId')
        .where('contacts.number', number)
        .first('tickets.*') as Promise<Record<string, any>>,
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
