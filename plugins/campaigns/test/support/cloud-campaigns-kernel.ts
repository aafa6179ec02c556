import contacts from '@balcao/plugin-contacts';
import tickets from '@balcao/plugin-tickets';
import { whatsappCloudPlugin } from '@balcao/plugin-whatsapp-cloud';
import {
  approvedTemplate,
  boletoBody,
  cloudFields,
  FakeGraph,
  type FakeNumber,
  type FakeTemplate,
} from '@balcao/plugin-whatsapp-cloud/fake-graph';
import { openConnection, startTenantKernel, until, type HttpClient } from '@balcao/core/testing';
import campaigns, { type CampaignServices } from '../../src/index.js';
import type { CampaignsKernel } from './campaigns-kernel.js';
import { peerPlugins } from './peer-plugins.js';

/** The campaigns kernel with the Cloud API provider beside the sim, on a fake Graph API it starts and stops. */
export type CloudCampaignsKernel = CampaignsKernel & { graph: FakeGraph };

export async function startCloudCampaignsKernel(): Promise<CloudCampaignsKernel> {
  const graph = new FakeGraph();
  const graphUrl = await graph.start();
  const k = await startTenantKernel({
    plugins: [contacts, tickets, ...peerPlugins, campaigns, whatsappCloudPlugin({ graphUrl })],
    as: ['admin', 'adminB'],
    plan: { connections: 100 },
  });
  return {
    ...k,
    graph,
    connectionId: await openConnection(k.t, k.seed.a.id, { name: 'Campanhas' }),
    services: k.services<CampaignServices>('campaigns'),
    async stop() {
      await k.stop();
      await graph.stop();
    },
  };
}

let names = 0;

/**
 * A Cloud connection made as an admin makes one, open on the fake, with these templates synced from its
 * business account; answers its id and number.
 */
export async function cloudConnection(
  k: CloudCampaignsKernel,
  admin: HttpClient,
  templates: FakeTemplate[],
): Promise<{ id: number; number: FakeNumber }> {
  const number = k.graph.addNumber();
  const res = await admin.post('/whatsapp', {
    name: `Cloud ${++names}`,
    provider: 'cloud',
    isDefault: false,
    ...cloudFields(number),
    cloudVerifyToken: `verify-${names}`,
  });
  if (res.status !== 201) throw new Error(`connection not created: ${JSON.stringify(res.body)}`);
  const id = res.body.id as number;
  await until('the Cloud connection to open', () => k.t.kernel.channels.status(id) === 'CONNECTED');
  k.graph.setTemplates(number.wabaId, templates);
  const synced = await admin.post(`/whatsapp-cloud/${id}/templates/sync`);
  if (synced.status !== 200) throw new Error(`templates not synced: ${JSON.stringify(synced.body)}`);
  return { id, number };
}

/** Meta's template of the tests: two variables in its body */
export const boleto: FakeTemplate = approvedTemplate('7001', 'boleto_vencendo', [boletoBody]);
export const paused: FakeTemplate = { ...boleto, id: '7002', name: 'promo_pausada', status: 'PAUSED' };
