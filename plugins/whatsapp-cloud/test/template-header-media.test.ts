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

/** Issue 33: a template's media header taken from the company's own stored files, uploaded to Meta by the server. */
const k = kernelPerFile(() => startCloudKernel({}, [messagesApi]));

const promo = approvedTemplate(
  '8101',
  'promo_foto',
  [
    { type: 'HEADER', format: 'IMAGE' },
    { type: 'BODY', text: 'Olá {{1}}, veja a oferta.' },
  ],
  'MARKETING',
);
/** a few bytes with the PNG signature: what the store keeps is what Meta must get */
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('oferta'),
]);
const pdf = Buffer.from('%PDF-1.4 nota 123');

const store = (companyId: number, name: string, mimeType: string, data: Buffer) =>
  k.t.kernel.media.save(companyId, { name, mimeType, data }).then((r) => r.id);

async function cloudWithTemplates() {
  const { link, templates } = await syncedCloud(k, [promo, invoiceTemplate]);
  return { link, promoId: templates.find((t) => t.name === 'promo_foto')!.id };
}

/** a ticket of company A on the connection, opened by the customer writing */
async function ticketOf(link: CloudLink, waId: string): Promise<number> {
  const hello = messageWebhook(link.number, { waId, name: 'Eva' }, { type: 'text', text: { body: 'oi' } });
  expect((await k.graph.post(link.webhookUrl, link.number.appSecret, hello.body)).status).toBe(200);
  await until('the message', async () => (await messagesWithWid(k, k.seed.a.id, hello.id)).length === 1);
  const [inbound] = await messagesWithWid(k, k.seed.a.id, hello.id);
  return Number(inbound.ticketId);
}

const templatesTo = (link: CloudLink, to: string) =>
  k.graph.sent.filter(
    (s) => s.phoneNumberId === link.number.phoneNumberId && s.body.type === 'template' && s.body.to === to,
  );
const uploadsTo = (link: CloudLink) =>
  k.graph.uploads.filter((u) => u.phoneNumberId === link.number.phoneNumberId);

describe('a template header from the company’s stored files', () => {
  it('the composer sends it: uploaded to the number once, then the template by its Meta id', async () => {
    const { link, promoId } = await cloudWithTemplates();
    const ticketId = await ticketOf(link, '5511955550001');
    const mediaId = await store(k.seed.a.id, 'oferta.png', 'image/png', png);
    const url = `/whatsapp-cloud/tickets/${ticketId}/template`;
    const send = { templateId: promoId, variables: ['Eva'], header: { type: 'image', mediaId } };

    expect((await k.admin.post(url, send)).status).toBe(200);
    const [first] = await until('Meta to get it', () => {
      const got = templatesTo(link, '5511955550001');
      return got.length === 1 ? got : undefined;
    });
    const uploads = uploadsTo(link);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ mimetype: 'image/png', filename: 'oferta.png' });
    expect(uploads[0]!.data.equals(png)).toBe(true);
    expect(first!.body.template).toEqual({
      name: 'promo_foto',
      language: { code: 'pt_BR' },
      components: [
        { type: 'header', parameters: [{ type: 'image', image: { id: uploads[0]!.id } }] },
        { type: 'body', parameters: [{ type: 'text', text: 'Eva' }] },
      ],
    });

    // the same file again: Meta's id is reused, nothing uploaded twice
    expect((await k.admin.post(url, send)).status).toBe(200);
    const again = await until('Meta to get the second', () => {
      const got = templatesTo(link, '5511955550001');
      return got.length === 2 ? got[1] : undefined;
    });
    expect(again.body.template).toEqual(first!.body.template);
    expect(uploadsTo(link)).toHaveLength(1);
  });

  it('stores an uploaded header file for the company and a send names it by the id answered', async () => {
    const { link, promoId } = await cloudWithTemplates();
    const ticketId = await ticketOf(link, '5511955550004');
    const form = (data: Buffer, name: string, type: string) => {
      const body = new FormData();
      body.append('file', new Blob([new Uint8Array(data)], { type }), name);
      return body;
    };
    // any user of the company may store one: an attendant sends templates from the composer
    const uploaded = await k.attendant.post(
      '/whatsapp-cloud/header-files?type=image',
      form(png, 'promoção.png', 'image/png'),
    );
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ name: 'promoção.png', mimeType: 'image/png', size: png.length });
    // the company's own file, another company's cannot open it
    expect((await k.t.kernel.media.find(k.seed.a.id, uploaded.body.id))?.name).toBe('promoção.png');
    expect(await k.t.kernel.media.find(k.seed.b.id, uploaded.body.id)).toBeUndefined();

    const send = {
      templateId: promoId,
      variables: ['Eva'],
      header: { type: 'image', mediaId: uploaded.body.id },
    };
    expect((await k.admin.post(`/whatsapp-cloud/tickets/${ticketId}/template`, send)).status).toBe(200);
    await until('Meta to get it', () => templatesTo(link, '5511955550004').length === 1);
    expect(uploadsTo(link).at(-1)!.data.equals(png)).toBe(true);

    // what Meta would refuse for that kind is refused at once, and nothing is kept
    const before = Number(((await k.t.kernel.knex('media').count({ n: '*' })) as [{ n: number }])[0].n);
    const video = await k.admin.post(
      '/whatsapp-cloud/header-files?type=image',
      form(png, 'f.mp4', 'video/mp4'),
    );
    expect([video.status, video.body.error]).toEqual([400, 'ERR_CLOUD_TEMPLATE_HEADER_FILE']);
    const kind = await k.admin.post(
      '/whatsapp-cloud/header-files?type=audio',
      form(png, 'a.png', 'image/png'),
    );
    expect([kind.status, kind.body.error]).toEqual([400, 'ERR_VALIDATION']);
    const none = await k.admin.post('/whatsapp-cloud/header-files?type=image', new FormData());
    expect([none.status, none.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect(Number(((await k.t.kernel.knex('media').count({ n: '*' })) as [{ n: number }])[0].n)).toBe(before);
  });

  it('refuses another company’s file, an unknown one and one the header does not take, queueing nothing', async () => {
    const { link, promoId } = await cloudWithTemplates();
    const ticketId = await ticketOf(link, '5511955550002');
    const url = `/whatsapp-cloud/tickets/${ticketId}/template`;
    const theirs = await store(k.seed.b.id, 'deles.png', 'image/png', png);
    const video = await store(k.seed.a.id, 'filme.mp4', 'video/mp4', Buffer.from('not an image'));
    const webp = await store(k.seed.a.id, 'oferta.webp', 'image/webp', Buffer.from('RIFF'));
    const send = (header: Record<string, unknown>) =>
      k.admin.post(url, { templateId: promoId, variables: ['Eva'], header });

    const foreign = await send({ type: 'image', mediaId: theirs });
    expect([foreign.status, foreign.body.error]).toEqual([404, 'ERR_MEDIA_NOT_FOUND']);
    const unknown = await send({ type: 'image', mediaId: '0b0e4a52-8c39-4f4e-9a57-2f1d8f7c1a11' });
    expect([unknown.status, unknown.body.error]).toEqual([404, 'ERR_MEDIA_NOT_FOUND']);
    const wrongKind = await send({ type: 'image', mediaId: video });
    expect([wrongKind.status, wrongKind.body.error]).toEqual([400, 'ERR_CLOUD_TEMPLATE_HEADER_FILE']);
    expect(wrongKind.body).toMatchObject({ expected: 'image', mimeType: 'video/mp4' });
    const notJpegOrPng = await send({ type: 'image', mediaId: webp });
    expect(notJpegOrPng.body.error).toBe('ERR_CLOUD_TEMPLATE_HEADER_FILE');
    // a header of another kind than the template's, and two sources at once, as before
    const otherKind = await send({ type: 'video', mediaId: video });
    expect([otherKind.status, otherKind.body.error]).toEqual([400, 'ERR_CLOUD_TEMPLATE_HEADER']);
    const both = await send({ type: 'image', mediaId: video, link: 'https://loja.example/a.png' });
    expect([both.status, both.body.error]).toEqual([400, 'ERR_VALIDATION']);

    await new Promise((r) => setTimeout(r, 300));
    expect(templatesTo(link, '5511955550002')).toHaveLength(0);
    expect(uploadsTo(link)).toHaveLength(0);
  });

  it('the messages API sends a stored document as the header, named as stored; another company’s is refused', async () => {
    const { link } = await cloudWithTemplates();
    const token = (await k.admin.get(`/whatsapp/${link.id}`)).body.token as string;
    const api = new HttpClient(k.t.url).withToken(token);
    const mediaId = await store(k.seed.a.id, 'nota-123.pdf', 'application/pdf', pdf);
    const to = '5511955550003';
    const invoiceWith = (header: Record<string, unknown>) => ({
      number: to,
      template: { name: 'nota_fiscal', language: 'pt_BR', header },
    });

    const theirs = await store(k.seed.b.id, 'nota-b.pdf', 'application/pdf', pdf);
    const foreign = await api.post('/api/messages/send', invoiceWith({ type: 'document', mediaId: theirs }));
    expect([foreign.status, foreign.body.error]).toEqual([404, 'ERR_MEDIA_NOT_FOUND']);
    const image = await store(k.seed.a.id, 'foto.png', 'image/png', png);
    const wrong = await api.post('/api/messages/send', invoiceWith({ type: 'document', mediaId: image }));
    expect([wrong.status, wrong.body.error]).toEqual([400, 'ERR_CLOUD_TEMPLATE_HEADER_FILE']);

    const res = await api.post('/api/messages/send', invoiceWith({ type: 'document', mediaId }));
    expect(res.status).toBe(200);
    const sent = await until('Meta to get it', () => templatesTo(link, to)[0]);
    expect(templatesTo(link, to)).toHaveLength(1);
    const [upload] = uploadsTo(link);
    expect(upload).toMatchObject({ mimetype: 'application/pdf', filename: 'nota-123.pdf' });
    expect(upload!.data.equals(pdf)).toBe(true);
    expect(sent.body.template).toEqual({
      name: 'nota_fiscal',
      language: { code: 'pt_BR' },
      components: [
        {
          type: 'header',
          parameters: [{ type: 'document', document: { id: upload!.id, filename: 'nota-123.pdf' } }],
        },
      ],
    });
  });
});
