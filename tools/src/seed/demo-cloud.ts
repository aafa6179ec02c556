import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateToken, tokenColumns, type Kernel } from '@balcao/core';
import { FakeGraph, type FakeNumber, type FakeTemplate } from '@balcao/plugin-whatsapp-cloud/fake-graph';

export const DEMO_CLOUD_NAME = 'WhatsApp Cloud Demo';

/** What the demo's business account has in Meta's console: two approved templates and one under review. */
const templates: FakeTemplate[] = [
  {
    id: '900001',
    name: 'boleto_vencendo',
    language: 'pt_BR',
    status: 'APPROVED',
    category: 'UTILITY',
    components: [
      { type: 'HEADER', format: 'TEXT', text: 'Aviso de vencimento' },
      { type: 'BODY', text: 'Olá {{1}}, seu boleto de {{2}} vence amanhã.' },
      { type: 'FOOTER', text: 'Loja Demo' },
    ],
  },
  {
    id: '900002',
    name: 'novidades_da_loja',
    language: 'pt_BR',
    status: 'APPROVED',
    category: 'MARKETING',
    components: [
      {
        type: 'BODY',
        text: 'Oi {{1}}! Chegaram novidades na Loja Demo. Responda esta mensagem para saber mais.',
      },
      { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Quero saber' }] },
    ],
  },
  {
    id: '900003',
    name: 'promo_natal',
    language: 'pt_BR',
    status: 'PENDING',
    category: 'MARKETING',
    components: [{ type: 'BODY', text: 'Feliz Natal, {{1}}! Presentes com 20% de desconto até dia 24.' }],
  },
];

export interface DemoGraph {
  url: string;
  port: number;
  number: FakeNumber;
  /** the fake itself: a test posts the customer's webhooks through it and reads what was sent */
  fake: FakeGraph;
  stop(): Promise<void>;
}

/**
 * The demo's Graph API: the tests' fake (plugins/whatsapp-cloud/src/fake-graph), on a loopback port of this
 * process, so the demo's Cloud API connection works with no network and no Meta account. It forgets everything
 * on exit: the number's credentials are kept in data/demo-cloud.json, so the connection seeded once still opens
 * after a restart. Messages sent to it go nowhere (nobody answers through Meta's webhook).
 */
export async function startDemoGraph(dataDir: string): Promise<DemoGraph> {
  const file = join(dataDir, 'demo-cloud.json');
  const graph = new FakeGraph();
  const saved = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as FakeNumber) : undefined;
  const number = graph.addNumber(saved ?? {});
  if (!saved) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(number, null, 2), { mode: 0o600 });
  }
  graph.setTemplates(number.wabaId, templates);
  const url = await graph.start();
  return { url, port: Number(new URL(url).port), number, fake: graph, stop: () => graph.stop() };
}

/**
 * The demo company's Cloud API connection beside the sim one, made once (a database seeded before it gets it on
 * its next start): its credentials as an admin types them in the form, sealed by the kernel's connection fields.
 * Its templates come from the fake when an admin presses "Sincronizar com a Meta".
 */
export async function seedDemoCloud(kernel: Kernel, number: FakeNumber): Promise<boolean> {
  const knex = kernel.knex;
  const demo = (await knex('companies').where({ name: 'Loja Demo' }).first('id')) as
    { id: number } | undefined;
  if (!demo || (await knex('whatsapps').where({ companyId: demo.id, name: DEMO_CLOUD_NAME }).first('id')))
    return false;
  const fields = await kernel.registries.connectionFields.pick(knex, demo.id, {
    cloudAccessToken: number.accessToken,
    cloudPhoneNumberId: number.phoneNumberId,
    cloudBusinessAccountId: number.wabaId,
    cloudAppSecret: number.appSecret,
    cloudVerifyToken: 'balcao-demo',
  });
  const now = new Date();
  const [id] = await knex('whatsapps').insert({
    companyId: demo.id,
    name: DEMO_CLOUD_NAME,
    provider: 'cloud',
    // comes up at boot like the sim one: "connected" is Meta (the fake) accepting the token
    status: 'CONNECTED',
    qrcode: '',
    isDefault: false,
    fields: JSON.stringify(fields),
    ...tokenColumns(generateToken()),
    createdAt: now,
    updatedAt: now,
  });
  const queues = (await knex('queues').where({ companyId: demo.id }).select('id')) as Array<{ id: number }>;
  if (queues.length)
    await knex('whatsappQueues').insert(queues.map((q) => ({ whatsappId: Number(id), queueId: q.id })));
  return true;
}
