import contacts from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import type { PluginDefinition } from '@balcao/core';
import { startTenantKernel, until, type HttpClient, type TenantKernel } from '@balcao/core/testing';
import { whatsappCloudPlugin, type CloudOptions } from '../src/index.js';
import { FakeGraph, type FakeNumber, type FakeTemplate } from '../src/fake-graph/index.js';
import { approvedTemplate } from './meta-templates.js';

/** A kernel with contacts, tickets and the Cloud provider, on a fake Graph API it starts and stops. */
export type CloudKernel = TenantKernel<'admin' | 'attendant' | 'adminB'> & {
  graph: FakeGraph;
  /** moves the 24-hour window's clock forward */
  later(ms: number): void;
};

export async function startCloudKernel(
  options: CloudOptions = {},
  /** other plugins beside them (the messages API) */
  more: PluginDefinition[] = [],
): Promise<CloudKernel> {
  const graph = new FakeGraph();
  const graphUrl = await graph.start();
  let shift = 0;
  const k = await startTenantKernel({
    plugins: [
      contacts,
      tickets,
      // no pair-rate pacing unless a test asks for it: conversations here answer faster than every 6 s
      whatsappCloudPlugin({ graphUrl, now: () => Date.now() + shift, pairIntervalMs: 0, ...options }),
      ...more,
    ],
    as: ['admin', 'attendant', 'adminB'],
    plan: { connections: 100 },
  });
  return {
    ...k,
    graph,
    later: (ms) => void (shift += ms),
    async stop() {
      await k.stop();
      await graph.stop();
    },
  };
}

export interface CloudLink {
  id: number;
  number: FakeNumber;
  /** the URL Meta posts to */
  webhookUrl: string;
}

let names = 0;

/** A Cloud connection made as an admin makes one (the form's fields), open on the fake. */
export async function cloudConnection(
  k: CloudKernel,
  admin: HttpClient,
  opts: { number?: FakeNumber; appSecret?: string | null; verifyToken?: string } = {},
): Promise<CloudLink> {
  const number = opts.number ?? k.graph.addNumber();
  const res = await admin.post('/whatsapp', {
    name: `Cloud ${++names}`,
    provider: 'cloud',
    cloudAccessToken: number.accessToken,
    cloudPhoneNumberId: number.phoneNumberId,
    cloudBusinessAccountId: number.wabaId,
    cloudAppSecret: opts.appSecret === null ? '' : (opts.appSecret ?? number.appSecret),
    cloudVerifyToken: opts.verifyToken ?? `verify-${names}`,
  });
  if (res.status !== 201) throw new Error(`connection not created: ${JSON.stringify(res.body)}`);
  const id = res.body.id as number;
  await until('the Cloud connection to open', () => k.t.kernel.channels.status(id) === 'CONNECTED');
  return { id, number, webhookUrl: `${k.t.url}/webhooks/whatsapp-cloud/${id}` };
}

/** an approved template whose header is a document and whose body takes nothing */
export const invoiceTemplate = approvedTemplate('8002', 'nota_fiscal', [
  { type: 'HEADER', format: 'DOCUMENT' },
  { type: 'BODY', text: 'Sua nota fiscal.' },
]);

/** A Cloud connection of the admin's company with these templates synced from its business account. */
export async function cloudWithTemplates(k: CloudKernel, templates: FakeTemplate[]) {
  const link = await cloudConnection(k, k.admin);
  k.graph.setTemplates(link.number.wabaId, templates);
  const synced = await k.admin.post(`/whatsapp-cloud/${link.id}/templates/sync`);
  if (synced.status !== 200) throw new Error(`templates not synced: ${JSON.stringify(synced.body)}`);
  return {
    link,
    templates: synced.body.templates as Array<Record<string, unknown> & { id: number; name: string }>,
  };
}

export { boletoSent } from '../src/fake-graph/index.js';

/** the messages of a company with this WhatsApp id, as stored by the tickets */
export const messagesWithWid = (k: CloudKernel, companyId: number, wid: string) =>
  k.t.kernel.knex('messages').where({ companyId, wid });

/** waits until the inbox processed every event of the connection */
export const settled = (k: CloudKernel, connectionId: number) =>
  until('the inbox to settle', async () => {
    const [row] = await k.t.kernel
      .knex('inboxEvents')
      .where({ connectionId })
      .whereNot({ status: 'done' })
      .count({ n: '*' });
    return Number(row?.n) === 0;
  });
