import { describe, expect, it } from 'vitest';
import messagesApi from '@balcao/plugin-messages-api';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { HttpClient, until } from '@balcao/core/testing';
import { messageWebhook } from '../src/fake-graph/index.js';
import {
  cloudWithTemplates as syncedCloud,
  invoiceTemplate,
  messagesWithWid,
  startCloudKernel,
  type CloudLink,
} from './cloud-kernel.js';
import { approvedTemplate } from './meta-templates.js';

const k = kernelPerFile(() => startCloudKernel({}, [messagesApi]));

/** an image header, a body variable, a quick reply and a URL button ending in {{1}} */
const shipped = approvedTemplate('8001', 'pedido_enviado', [
  { type: 'HEADER', format: 'IMAGE', example: { header_handle: ['https://x.example/h.png'] } },
  { type: 'BODY', text: 'Olá {{1}}, seu pedido saiu.' },
  {
    type: 'BUTTONS',
    buttons: [
      { type: 'QUICK_REPLY', text: 'Recebi' },
      { type: 'URL', text: 'Rastrear', url: 'https://loja.example/rastreio/{{1}}' },
    ],
  },
]);
const cloudWithTemplates = () => syncedCloud(k, [shipped, invoiceTemplate]);

const sentBy = (link: CloudLink) => k.graph.sent.filter((s) => s.phoneNumberId === link.number.phoneNumberId);

describe('template header media and buttons', () => {
  it('lists what a template needs, and a ticket sends its header link and button values as Meta takes them', async () => {
    const { link, templates } = await cloudWithTemplates();
    const mine = templates.find((t) => t.name === 'pedido_enviado')!;
    expect(mine).toMatchObject({
      header: 'image',
      buttons: [
        { index: 0, type: 'quick_reply', text: 'Recebi', needsValue: false },
        { index: 1, type: 'url', url: 'https://loja.example/rastreio/{{1}}', needsValue: true },
      ],
    });
    const from = { waId: '5511944440001', name: 'Eva' };
    const hello = messageWebhook(link.number, from, { type: 'text', text: { body: 'oi' } });
    expect((await k.graph.post(link.webhookUrl, link.number.appSecret, hello.body)).status).toBe(200);
    await until('the message', async () => (await messagesWithWid(k, k.seed.a.id, hello.id)).length === 1);
    const [inbound] = await messagesWithWid(k, k.seed.a.id, hello.id);
    const url = `/whatsapp-cloud/tickets/${inbound.ticketId}/template`;
    const base = { templateId: mine.id, variables: ['Eva'] };

    // the header's file and the URL button's value are required; a button it does not have is refused
    const noHeader = await k.admin.post(url, {
      ...base,
      buttons: [{ index: 1, type: 'url', value: 'A1' }],
    });
    expect([noHeader.status, noHeader.body.error]).toEqual([400, 'ERR_CLOUD_TEMPLATE_HEADER']);
    const header = { type: 'image', link: 'https://loja.example/pedido.png' };
    const noUrl = await k.admin.post(url, { ...base, header });
    expect([noUrl.status, noUrl.body.error]).toEqual([400, 'ERR_CLOUD_TEMPLATE_BUTTONS']);
    const wrongButton = await k.admin.post(url, {
      ...base,
      header,
      buttons: [
        { index: 0, type: 'url', value: 'x' },
        { index: 1, type: 'url', value: 'A1' },
      ],
    });
    expect(wrongButton.body.error).toBe('ERR_CLOUD_TEMPLATE_BUTTONS');

    const ok = await k.admin.post(url, {
      ...base,
      header,
      buttons: [
        { index: 1, type: 'url', value: 'PED-123' },
        { index: 0, type: 'quick_reply', value: 'recebi-123' },
      ],
    });
    expect(ok.status).toBe(200);
    const sent = await until('Meta to get it', () => sentBy(link).find((s) => s.body.type === 'template'));
    expect(sentBy(link).filter((s) => s.body.type === 'template')).toHaveLength(1);
    expect(sent.body.template).toEqual({
      name: 'pedido_enviado',
      language: { code: 'pt_BR' },
      components: [
        {
          type: 'header',
          parameters: [{ type: 'image', image: { link: 'https://loja.example/pedido.png' } }],
        },
        { type: 'body', parameters: [{ type: 'text', text: 'Eva' }] },
        {
          type: 'button',
          sub_type: 'quick_reply',
          index: '0',
          parameters: [{ type: 'payload', payload: 'recebi-123' }],
        },
        { type: 'button', sub_type: 'url', index: '1', parameters: [{ type: 'text', text: 'PED-123' }] },
      ],
    });
  });

  it('the messages API sends a document header by uploaded media id, with its file name', async () => {
    const { link } = await cloudWithTemplates();
    const token = (await k.admin.get(`/whatsapp/${link.id}`)).body.token as string;
    const api = new HttpClient(k.t.url).withToken(token);
    const res = await api.post('/api/messages/send', {
      number: '5511944440002',
      template: {
        name: 'nota_fiscal',
        language: 'pt_BR',
        header: { type: 'document', id: '998877', filename: 'nota-123.pdf' },
      },
    });
    expect(res.status).toBe(200);
    const sent = await until('Meta to get it', () => sentBy(link).find((s) => s.body.type === 'template'));
    expect(sent.body.template).toEqual({
      name: 'nota_fiscal',
      language: { code: 'pt_BR' },
      components: [
        {
          type: 'header',
          parameters: [{ type: 'document', document: { id: '998877', filename: 'nota-123.pdf' } }],
        },
      ],
    });
    // a header of another kind than the template's is refused before anything is queued
    const wrong = await api.post('/api/messages/send', {
      number: '5511944440002',
      template: { name: 'nota_fiscal', language: 'pt_BR', header: { type: 'image', id: '1' } },
    });
    expect([wrong.status, wrong.body.error]).toEqual([400, 'ERR_CLOUD_TEMPLATE_HEADER']);
  });
});
