import { describe, expect, it } from 'vitest';
import { approvedTemplate, type FakeTemplate } from '@balcao/plugin-whatsapp-cloud/fake-graph';
import { campaignFinished, insertContactList, numberOf } from './support/campaigns-kernel.js';
import { cloudConnection } from './support/cloud-campaigns-kernel.js';
import { cloudCampaignsPerFile } from './support/campaigns-per-file.js';

/** Issue 33: a template campaign gives its template's media header and buttons, each contact their own link. */
const k = cloudCampaignsPerFile();

const shipped: FakeTemplate = approvedTemplate('7101', 'pedido_enviado', [
  { type: 'HEADER', format: 'IMAGE' },
  { type: 'BODY', text: 'Olá {{1}}, seu pedido saiu.' },
  {
    type: 'BUTTONS',
    buttons: [
      { type: 'QUICK_REPLY', text: 'Recebi' },
      { type: 'URL', text: 'Rastrear', url: 'https://loja.example/r/{{1}}' },
    ],
  },
]);

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
    await campaignFinished(k, created.body.id, 60_000);
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
  it("takes the header from the company's stored files: uploaded once, every contact sent its Meta id", async () => {
    const cloud = await cloudConnection(k, k.admin, [shipped]);
    const listId = await insertContactList(k, k.seed.a.id, 2, () => null, 600);
    const png = Buffer.from('\x89PNG\r\n\x1a\ncaixa');
    const save = (companyId: number, mimeType: string) =>
      k.t.kernel.media.save(companyId, { name: 'caixa.png', mimeType, data: png }).then((r) => r.id);
    const withFile = (mediaId: string, extra: Record<string, unknown> = {}) =>
      campaign(cloud.id, listId, { templateHeader: { type: 'image', mediaId }, ...extra });

    // another company's file, and a file the image header does not take, are refused when saved
    const foreign = await k.admin.post('/campaigns', withFile(await save(k.seed.b.id, 'image/png')));
    expect([foreign.status, foreign.body.error]).toEqual([404, 'ERR_MEDIA_NOT_FOUND']);
    const pdf = await k.admin.post('/campaigns', withFile(await save(k.seed.a.id, 'application/pdf')));
    expect([pdf.status, pdf.body.error]).toEqual([400, 'ERR_CLOUD_TEMPLATE_HEADER_FILE']);

    const mediaId = await save(k.seed.a.id, 'image/png');
    const created = await k.admin.post(
      '/campaigns',
      withFile(mediaId, { scheduledAt: new Date(Date.now() + 200).toISOString() }),
    );
    expect(created.status).toBe(200);
    expect(created.body.templateHeader).toEqual({ type: 'image', mediaId });
    await campaignFinished(k, created.body.id, 60_000);
    const uploads = k.graph.uploads.filter((u) => u.phoneNumberId === cloud.number.phoneNumberId);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.data.equals(png)).toBe(true);
    const sent = k.graph.sent.filter((s) => s.phoneNumberId === cloud.number.phoneNumberId);
    expect(sent).toHaveLength(2);
    for (const s of sent)
      expect((s.body.template as { components: unknown[] }).components[0]).toEqual({
        type: 'header',
        parameters: [{ type: 'image', image: { id: uploads[0]!.id } }],
      });
  });
});
