import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { until } from '@balcao/core/testing';
import { messageWebhook, statusWebhook } from '../src/fake-graph/index.js';
import {
  cloudConnection,
  messagesWithWid,
  settled,
  startCloudKernel,
  type CloudLink,
} from './cloud-kernel.js';

const k = kernelPerFile(startCloudKernel);
let seq = 0;
const nextCustomer = () => ({ waId: `55119${String(70000000 + ++seq)}`, name: `Cliente ${seq}` });

/** a customer's text through the fake, processed; answers its wamid and the ticket it landed in */
async function says(link: CloudLink, from: { waId: string }, text: string, context?: string) {
  const { id, body } = messageWebhook(link.number, from, { type: 'text', text: { body: text } }, { context });
  expect((await k.graph.post(link.webhookUrl, link.number.appSecret, body)).status).toBe(200);
  await until('the message', async () => (await messagesWithWid(k, k.seed.a.id, id)).length === 1);
  const [row] = await messagesWithWid(k, k.seed.a.id, id);
  return { wamid: id, ticketId: row.ticketId as number, row };
}

describe('inbound through the webhook', () => {
  it('stores a message once however often Meta delivers it (200 redeliveries)', async () => {
    const link = await cloudConnection(k, k.admin);
    const from = nextCustomer();
    const { id, body } = messageWebhook(link.number, from, { type: 'text', text: { body: 'uma vez só' } });
    for (let round = 0; round < 10; round++)
      await Promise.all(
        Array.from({ length: 20 }, async () =>
          expect((await k.graph.post(link.webhookUrl, link.number.appSecret, body)).status).toBe(200),
        ),
      );
    await settled(k, link.id);
    expect(await messagesWithWid(k, k.seed.a.id, id)).toHaveLength(1);
    const rows = await k.t.kernel.knex('inboxEvents').where({ connectionId: link.id, waId: id });
    expect(rows).toHaveLength(1);
  });

  it('turns locations, contacts and interactive replies into the product’s messages', async () => {
    const link = await cloudConnection(k, k.admin);
    const from = nextCustomer();
    const post = async (content: Record<string, unknown> & { type: string }) => {
      const { id, body } = messageWebhook(link.number, from, content);
      expect((await k.graph.post(link.webhookUrl, link.number.appSecret, body)).status).toBe(200);
      await until('the message', async () => (await messagesWithWid(k, k.seed.a.id, id)).length === 1);
      return (await messagesWithWid(k, k.seed.a.id, id))[0];
    };
    const location = await post({
      type: 'location',
      location: { latitude: -23.5, longitude: -46.6, name: 'Loja', address: 'Av. Paulista' },
    });
    expect(location.mediaType).toBe('locationMessage');
    expect(location.body).toContain('-23.5%2C-46.6');
    expect(location.body).toContain('Loja, Av. Paulista');
    const card = await post({
      type: 'contacts',
      contacts: [
        {
          name: { formatted_name: 'João' },
          phones: [{ phone: '+55 11 91234-5678', wa_id: '5511912345678' }],
        },
      ],
    });
    expect(card.mediaType).toBe('vcard');
    expect(card.body).toContain('FN:João');
    expect(card.body).toContain('waid=5511912345678');
    const button = await post({
      type: 'interactive',
      interactive: { type: 'button_reply', button_reply: { id: 'b1', title: 'Quero falar' } },
    });
    expect(button.body).toBe('Quero falar');
    const list = await post({
      type: 'interactive',
      interactive: { type: 'list_reply', list_reply: { id: 'l2', title: 'Segunda via' } },
    });
    expect(list.body).toBe('Segunda via');
  });

  it('hands reactions to the inbox as reactions', async () => {
    const link = await cloudConnection(k, k.admin);
    const from = nextCustomer();
    const first = await says(link, from, 'reaja a isto');
    const { body } = messageWebhook(link.number, from, {
      type: 'reaction',
      reaction: { message_id: first.wamid, emoji: '👍' },
    });
    expect((await k.graph.post(link.webhookUrl, link.number.appSecret, body)).status).toBe(200);
    await settled(k, link.id);
    const [row] = await k.t.kernel.knex('inboxEvents').where({ connectionId: link.id, kind: 'reaction' });
    expect(JSON.parse(row.payload)).toMatchObject({ waMessageId: first.wamid, emoji: '👍' });
  });
});

describe('outbound through the Graph API', () => {
  it('sends a reply with its quote, maps Meta’s wamid back for statuses that arrive out of order', async () => {
    const link = await cloudConnection(k, k.admin);
    const from = nextCustomer();
    const inbound = await says(link, from, 'preciso de ajuda');
    const res = await k.admin.post(`/messages/${inbound.ticketId}`, {
      body: 'Claro, como posso ajudar?',
      quotedMsg: { id: inbound.row.id },
    });
    expect(res.status).toBe(200);
    await until('Meta to get it', () =>
      k.graph.sent.some((s) => s.phoneNumberId === link.number.phoneNumberId),
    );
    const sent = k.graph.sent.find((s) => s.phoneNumberId === link.number.phoneNumberId)!;
    expect(sent.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: from.waId,
      type: 'text',
      text: { body: 'Claro, como posso ajudar?' },
      context: { message_id: inbound.wamid },
    });
    const ours = await k.t.kernel
      .knex('messages')
      .where({ ticketId: inbound.ticketId, fromMe: true })
      .first();
    expect(ours.wid).not.toBe(sent.wamid);
    // read first, then sent, then delivered: the ack only moves forward
    for (const status of ['read', 'sent', 'delivered'] as const) {
      const body = statusWebhook(link.number, sent.wamid, status, from);
      expect((await k.graph.post(link.webhookUrl, link.number.appSecret, body)).status).toBe(200);
    }
    await settled(k, link.id);
    await until(
      'read',
      async () => (await k.t.kernel.knex('messages').where({ id: ours.id }).first()).ack === 3,
    );
    const acks = await k.t.kernel.knex('inboxEvents').where({ connectionId: link.id, kind: 'ack' });
    expect(acks.map((a) => a.waId).sort()).toEqual([`${ours.wid}:1`, `${ours.wid}:2`, `${ours.wid}:3`]);
    // the customer quotes our message: Meta names it by its wamid, the product by ours
    const quoting = await says(link, from, 'sobre isso aí', sent.wamid);
    expect(quoting.row.quotedMsgId).toBe(ours.id);
  });

  it('marks the customer’s messages read', async () => {
    const link = await cloudConnection(k, k.admin);
    const from = nextCustomer();
    const inbound = await says(link, from, 'oi');
    await k.t.kernel.channels.markRead(k.seed.a.id, link.id, [
      { chatId: from.waId, waMessageId: inbound.wamid, fromMe: false },
    ]);
    expect(k.graph.reads).toContain(inbound.wamid);
  });
});
