import { beforeAll, describe, expect, it } from 'vitest';
import { until } from '@balcao/core/testing';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import type { FakeTemplate } from '@balcao/plugin-whatsapp-cloud/fake-graph';
import { insertContactList, numberOf, openSettings } from './support/campaigns-kernel.js';
import {
  cloudConnection,
  startCloudCampaignsKernel,
  type CloudCampaignsKernel,
} from './support/cloud-campaigns-kernel.js';

/** Issue 33: a template campaign gives its template's media header and buttons, each contact their own link. */
const k = kernelPerFile<CloudCampaignsKernel>(startCloudCampaignsKernel, 60_000);

beforeAll(async () => {
  await openSettings(k, k.seed.a.id, { messageInterval: 0, longerIntervalAfter: 0, greaterInterval: 0 });
}, 60_000);

const shipped: FakeTemplate = {
  id: '7101',
  name: 'pedido_enviado',
  language: 'pt_BR',
  status: 'APPROVED',
  category: 'UTILITY',
  components: [
    { type: 'HEADER', format: 'IMAGE' },
    { type: 'BODY', text: 'Olá {{1}}, seu pedido saiu.' },
    {
      type: 'BUTTONS',
      buttons: [
        { type: 'QUICK_REPLY', text: 'Recebi' },
        { type: 'URL', text: 'Rastrear', url: 'https://loja.example/r/{{1}}' },
      ],
    },
  ],
};

const campaign = (connectionId: number, listId: number, extra: Record<string, unknown> = {}) => ({
  name: 'Pedidos',
  contactListId: listId,
  whatsappId: connectionId,
  templateName: 'pedido_enviado',
  templateLanguage: 'pt_BR',
  templateVariables: ['{nome}'],
  templateHeader: { type: 'image', link: 'https://loja.example/caixa.png' },
  templateButtons: [
    { index: 0, type: 'quick_reply', value: 'recebi' },
    { index: 1, type: 'url', value: '{numero}' },
  ],
  ...extra,
});

describe('a template campaign with a media header and buttons', () => {
  it('is checked when saved, and each contact gets the header and their own button link', async () => {
    const cloud = await cloudConnection(k, k.admin, [shipped]);
    const listId = await insertContactList(k, k.seed.a.id, 2, () => null, 500);
    // the template's header and URL button are required when the campaign is saved
    const noHeader = await k.admin.post('/campaigns', campaign(cloud.id, listId, { templateHeader: null }));
    expect([noHeader.status, noHeader.body.error]).toEqual([400, 'ERR_CLOUD_TEMPLATE_HEADER']);
    const noUrl = await k.admin.post('/campaigns', campaign(cloud.id, listId, { templateButtons: null }));
    expect([noUrl.status, noUrl.body.error]).toEqual([400, 'ERR_CLOUD_TEMPLATE_BUTTONS']);

    const created = await k.admin.post(
      '/campaigns',
      campaign(cloud.id, listId, { scheduledAt: new Date(Date.now() + 200).toISOString() }),
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      templateHeader: { type: 'image', link: 'https://loja.example/caixa.png' },
      templateButtons: [{ index: 0 }, { index: 1, value: '{numero}' }],
    });
    await until(
      'the campaign to finish',
      async () =>
        (await k.admin.get(`/campaigns/${created.body.id}/report`)).body.campaign.status === 'FINALIZADA',
      60_000,
    );
    const sent = k.graph.sent.filter((s) => s.phoneNumberId === cloud.number.phoneNumberId);
    expect(sent).toHaveLength(2);
    for (const i of [0, 1]) {
      const to = numberOf(500 + i);
      const got = sent.filter((s) => s.body.to === to);
      expect(got).toHaveLength(1);
      expect((got[0]!.body.template as { components: unknown }).components).toEqual([
        {
          type: 'header',
          parameters: [{ type: 'image', image: { link: 'https://loja.example/caixa.png' } }],
        },
        { type: 'body', parameters: [{ type: 'text', text: `Contato ${i}` }] },
        {
          type: 'button',
          sub_type: 'quick_reply',
          index: '0',
          parameters: [{ type: 'payload', payload: 'recebi' }],
        },
        { type: 'button', sub_type: 'url', index: '1', parameters: [{ type: 'text', text: to }] },
      ]);
    }
  });
});
