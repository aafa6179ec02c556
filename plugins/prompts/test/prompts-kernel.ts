import contacts from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import queues from '@balcao/plugin-queues';
import {
  insertWhatsapp,
  login,
  seedTenants,
  startTestKernel,
  until,
  type HttpClient,
  type TestKernel,
} from '@balcao/core/testing';
import { promptsPlugin } from '../src/index.js';
import { fakeAzureSpeech, fakeOpenAi } from './fake-servers.js';

/** A kernel with contacts, tickets, queues and prompts, its AI and speech pointed at local fakes. */
export async function startPromptsKernel(env: Record<string, string> = {}) {
  const ai = await fakeOpenAi();
  const azure = await fakeAzureSpeech();
  const plugin = promptsPlugin({
    config: { openAiBaseUrl: `${ai.url}/v1`, speechBaseUrl: azure.url, timeoutMs: 400 },
  });
  const t = await startTestKernel({ plugins: [contacts, tickets, queues, plugin], env });
  const seed = await seedTenants(t.kernel.knex);
  await t.kernel.knex('plans').where({ id: seed.planId }).update({ queues: 100 });
  return {
    t,
    seed,
    ai,
    azure,
    admin: await login(t, seed.a.admin.email),
    attendant: await login(t, seed.a.user.email),
    sim: t.kernel.channels.sim!,
    async stop() {
      await t.stop();
      await ai.close();
      await azure.close();
    },
  };
}

export type PromptsKernel = Awaited<ReturnType<typeof startPromptsKernel>>;

let queueCount = 0;
/** A queue of company A. */
export async function queueOf(k: PromptsKernel, fields: Record<string, unknown> = {}) {
  const now = new Date();
  const [id] = await k.t.kernel.knex('queues').insert({
    companyId: k.seed.a.id,
    name: `Fila ${++queueCount}`,
    color: `#${String(100000 + queueCount)}`,
    createdAt: now,
    updatedAt: now,
    ...fields,
  });
  return Number(id);
}

/** A prompt created through the route (so its key is sealed as in production); answers its wire. */
export async function promptOf(k: PromptsKernel, fields: Record<string, unknown> = {}) {
  const res = await k.admin.post('/prompt', {
    name: 'Assistente',
    prompt: 'Você é o assistente da Loja Exemplo. Responda com educação.',
    apiKey: 'sk-test-0123456789abcdef',
    queueId: k.seed.a.queueId,
    ...fields,
  });
  if (res.status !== 200) throw new Error(`prompt: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; apiKey: string; queueId: number };
}

let connectionCount = 0;
/** An open sim connection of company A with these queues and fields (promptId goes in `fields`). */
export async function connectionOf(k: PromptsKernel, queueIds: number[], promptId: number | null = null) {
  const knex = k.t.kernel.knex;
  const id = await insertWhatsapp(knex, k.seed.a.id, `IA ${++connectionCount}`, {
    status: 'CONNECTED',
    isDefault: false,
    greetingMessage: 'Bem-vindo!',
    fields: JSON.stringify({ promptId }),
  });
  if (queueIds.length)
    await knex('whatsappQueues').insert(queueIds.map((queueId) => ({ whatsappId: id, queueId })));
  await k.t.kernel.channels.added(id);
  await until('the connection to open', () => k.t.kernel.channels.status(id) === 'CONNECTED', 10_000);
  return String(id);
}

/** A contact of the connection: `says` waits until the message went through every step and the outbox drained. */
export function contactOn(k: PromptsKernel, conn: string, number: string, name = 'Maria Souza') {
  const from = { number, name };
  const mine = () => k.sim.sent(conn).filter((s) => s.chatId.replace(/\D/g, '') === number);
  return {
    async says(body: string) {
      return processed(k, k.sim.contactSends(conn, { from, type: 'text', body }));
    },
    async sendsAudio() {
      return processed(k, k.sim.contactSends(conn, { from, type: 'audio' }));
    },
    received: () => mine().map((s) => (s.message as { body?: string }).body ?? ''),
    receivedMessages: () => mine().map((s) => s.message),
    ticket: async () =>
      k.t.kernel
        .knex('tickets')
        .join('contacts', 'contacts.id', 'tickets.contactId')
        .where('contacts.number', number)
        .where('tickets.whatsappId', Number(conn))
        .first('tickets.*'),
  };
}

async function processed(k: PromptsKernel, waId: string) {
  await until(
    `message ${waId} processed`,
    async () =>
      (await k.t.kernel.knex('inboxEvents').where({ waId, kind: 'message' }).first('status'))?.status ===
      'done',
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
  return waId;
}

export type { HttpClient, TestKernel };
