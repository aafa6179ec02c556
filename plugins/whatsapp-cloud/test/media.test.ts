import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { until } from '@balcao/core/testing';
import { messageWebhook } from '../src/fake-graph/index.js';
import { cloudConnection, messagesWithWid, startCloudKernel } from './cloud-kernel.js';

const k = kernelPerFile(startCloudKernel);
// a tiny PNG's first bytes, then a marker: what matters is that the very bytes travel
const image = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('imagem do cliente')]);

describe('media both ways', () => {
  it('downloads a received file with the bearer token into the private media store', async () => {
    const link = await cloudConnection(k, k.admin);
    const mediaId = k.graph.addMedia(link.number, image, 'image/png');
    const { id, body } = messageWebhook(
      link.number,
      { waId: '5511955554444' },
      { type: 'image', image: { id: mediaId, mime_type: 'image/png', caption: 'a nota fiscal' } },
    );
    expect((await k.graph.post(link.webhookUrl, link.number.appSecret, body)).status).toBe(200);
    await until('the message', async () => (await messagesWithWid(k, k.seed.a.id, id)).length === 1);
    const [row] = await messagesWithWid(k, k.seed.a.id, id);
    expect(row).toMatchObject({ mediaType: 'image', body: 'a nota fiscal' });
    expect(row.mediaId).toBeTruthy();
    const stored = await k.t.kernel.media.read(k.seed.a.id, row.mediaId);
    expect(stored.data.equals(image)).toBe(true);
    // another company never finds it
    expect(await k.t.kernel.media.find(k.seed.b.id, row.mediaId)).toBeUndefined();
  });

  it('uploads an attendant’s file through /{phone-number-id}/media, then sends it by id', async () => {
    const link = await cloudConnection(k, k.admin);
    const from = { waId: '5511955553333' };
    const first = messageWebhook(link.number, from, { type: 'text', text: { body: 'manda o boleto' } });
    expect((await k.graph.post(link.webhookUrl, link.number.appSecret, first.body)).status).toBe(200);
    await until('the message', async () => (await messagesWithWid(k, k.seed.a.id, first.id)).length === 1);
    const [inbound] = await messagesWithWid(k, k.seed.a.id, first.id);
    const pdf = Buffer.from('%PDF-1.4 boleto de teste');
    const form = new FormData();
    form.append('medias', new Blob([pdf], { type: 'application/pdf' }), 'boleto.pdf');
    form.append('body', 'boleto.pdf');
    const res = await k.admin.post(`/messages/${inbound.ticketId}`, form);
    expect(res.status).toBe(200);
    const sentOf = () => k.graph.sent.find((s) => s.phoneNumberId === link.number.phoneNumberId);
    await until('Meta to get the document', () => sentOf());
    const sent = sentOf()!;
    const upload = k.graph.uploads.find((u) => u.id === (sent.body.document as { id: string }).id);
    expect(upload?.data.equals(pdf)).toBe(true);
    expect(upload?.mimetype).toBe('application/pdf');
    expect(sent.body).toMatchObject({
      to: from.waId,
      type: 'document',
      document: { filename: 'boleto.pdf' },
    });
  });
});
