import contacts from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import queues from '@balcao/plugin-queues';
import { openConnection, simContact, startTenantKernel, nextIn } from '@balcao/core/testing';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { promptsPlugin } from '../src/index.js';
import { fakeAzureSpeech, fakeOpenAi } from './fake-servers.js';

/** A kernel with contacts, tickets, queues and prompts, its AI and speech pointed at local fakes. */
export async function startPromptsKernel(env: Record<string, string> = {}) {
  const ai = await fakeOpenAi();
  const azure = await fakeAzureSpeech();
  // the plugin reads timeoutMs on every AI call: long enough that a loaded machine never times out a fake that
  // answers at once (at 400 ms one did, and the client's retry cost the contact an answer), short enough that two
  // tries fit in the 15 s a test waits for a message to be processed. The timeout case shortens it for itself.
  const config = { openAiBaseUrl: `${ai.url}/v1`, speechBaseUrl: azure.url, timeoutMs: 5_000 };
  const plugin = promptsPlugin({ config });
  const k = await startTenantKernel({
    plugins: [contacts, tickets, queues, plugin],
    as: ['admin', 'attendant'],
    plan: { queues: 100 },
    env,
  });
  return {
    ...k,
    ai,
    azure,
    config,
    async stop() {
      await k.t.stop();
      await ai.close();
      await azure.close();
    },
  };
}

export type PromptsKernel = Awaited<ReturnType<typeof startPromptsKernel>>;

/** A test file's prompts kernel: started before its first test, stopped after its last (kernelPerFile). */
export const promptsKernelPerFile = () => kernelPerFile<PromptsKernel>(() => startPromptsKernel(), 60_000);

/** A queue of company A. */
export async function queueOf(k: PromptsKernel, fields: Record<string, unknown> = {}) {
  const now = new Date();
  const n = nextIn(k, 'queues');
  const [id] = await k.t.kernel.knex('queues').insert({
    companyId: k.seed.a.id,
    name: `Fila ${n}`,
    color: `#${String(100000 + n)}`,
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

/** An open sim connection of company A with these queues and fields (promptId goes in `fields`). */
export async function connectionOf(k: PromptsKernel, queueIds: number[], promptId: number | null = null) {
  const fields = { isDefault: false, greetingMessage: 'Bem-vindo!', fields: JSON.stringify({ promptId }) };
  return String(
    await openConnection(k.t, k.seed.a.id, { name: `IA ${nextIn(k, 'connections')}`, queueIds, fields }),
  );
}

/** A contact of the connection: `says` waits until the message went through every step and the outbox drained. */
export const contactOn = (k: PromptsKernel, conn: string, number: string, name = 'Maria Souza') =>
  simContact(k.t, k.sim, conn, number, name);

export type { HttpClient, TestKernel } from '@balcao/core/testing';
