import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { login, until } from '@balcao/core/testing';
import { startTicketsKernel, type TicketsKernel } from './tickets-kernel.js';
import { conversation } from './conversation.js';

const k = kernelPerFile<TicketsKernel>(startTicketsKernel, 60_000);

const db = () => k.t.kernel.knex;
const conn = () => String(k.connectionId);
const sentTo = (number: string) => k.sim.sent(conn()).filter((s) => s.chatId === number);
const messagesOf = (ticketId: number) => db()('messages').where({ ticketId, fromMe: true }).orderBy('id');

describe('POST /messages/:ticketId', () => {
  it('sends a text as the Whaticket client posts it, as the caller, quoting a message', async () => {
    const number = '5511920000001';
    const { ticket, waIds } = await conversation(k, number, ['preciso de ajuda']);
    const [quoted] = await db()('messages').where({ wid: waIds[0] });
    const res = await k.attendant.post(`/messages/${ticket.id}`, {
      read: 1,
      fromMe: true,
      mediaUrl: '',
      body: '*user Empresa A:*\nClaro, posso ajudar',
      quotedMsg: { id: quoted.id, body: 'preciso de ajuda', fromMe: false, contact: { name: 'x' } },
    });
    expect(res.status).toBe(200);
    await until('WhatsApp to get it', () => sentTo(number).length === 1);
    const [sent] = sentTo(number);
    expect(sent!.message).toMatchObject({ type: 'text', body: '*user Empresa A:*\nClaro, posso ajudar' });
    expect(sent!.message.quoted?.waMessageId).toBe(waIds[0]);
    const [row] = await messagesOf(ticket.id);
    expect(row).toMatchObject({ userId: k.seed.a.user.id, quotedMsgId: quoted.id, wid: sent!.waMessageId });
    await until('the sent ack', async () => (await db()('messages').where({ id: row.id }).first()).ack >= 1);
    // answering reads the conversation, as in Whaticket
    expect((await db()('tickets').where({ id: ticket.id }).first()).unreadMessages).toBe(0);
  });

  it('refuses a blank text with 400 ERR_VALIDATION on body, and a key no client sends', async () => {
    const { ticket } = await conversation(k, '5511920000002', ['oi']);
    for (const body of [{ body: '   ' }, {}, { body: '' }]) {
      const res = await k.admin.post(`/messages/${ticket.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'ERR_VALIDATION', fields: { body: 'Required' } });
    }
    const unknown = await k.admin.post(`/messages/${ticket.id}`, { body: 'oi', companyId: k.seed.b.id });
    expect(unknown.status).toBe(400);
    expect(await messagesOf(ticket.id)).toHaveLength(0);
  });

  it('sends a request retried with the same Idempotency-Key once', async () => {
    const number = '5511920000003';
    const { ticket } = await conversation(k, number, ['oi']);
    const headers = { 'content-type': 'application/json', 'idempotency-key': 'retry-7f3a' };
    const payload = JSON.stringify({ body: 'só uma vez' });
    const [a, b] = await Promise.all([
      k.admin.request('POST', `/messages/${ticket.id}`, payload, headers),
      k.admin.request('POST', `/messages/${ticket.id}`, payload, headers),
    ]);
    const again = await k.admin.request('POST', `/messages/${ticket.id}`, payload, headers);
    expect([a.status, b.status, again.status]).toEqual([200, 200, 200]);
    await until('sent', () => sentTo(number).length >= 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(sentTo(number)).toHaveLength(1);
    expect(await messagesOf(ticket.id)).toHaveLength(1);
    // another key is another message
    await k.admin.request('POST', `/messages/${ticket.id}`, payload, {
      ...headers,
      'idempotency-key': 'other',
    });
    await until('second sent', () => sentTo(number).length === 2);
  });

  it('takes 20 replies posted at once in one ticket, each sent once', async () => {
    const number = '5511920000008';
    const { ticket } = await conversation(k, number, ['oi']);
    const bodies = Array.from({ length: 20 }, (_, i) => `resposta ${i}`);
    const answers = await Promise.all(bodies.map((body) => k.admin.post(`/messages/${ticket.id}`, { body })));
    expect(answers.map((r) => r.status)).toEqual(bodies.map(() => 200));
    await until('all sent', () => sentTo(number).length === 20);
    expect(new Set(sentTo(number).map((s) => s.message.type === 'text' && s.message.body))).toEqual(
      new Set(bodies),
    );
  });

  it("refuses a web page posted under a media name (a quick reply's file fetched from the wrong origin)", async () => {
    const number = '5511920000009';
    const { ticket } = await conversation(k, number, ['manda o logo']);
    // what Whaticket's client posted: its own index.html, as the quick reply's "logo.png"
    const form = new FormData();
    form.append('fromMe', 'true');
    const page = '<!DOCTYPE html><html lang="pt"><head><title>Whaticket</title></head><body></body></html>';
    form.append('medias', new Blob([page], { type: 'text/html' }), 'logo.png');
    form.append('body', 'logo.png');
    const res = await k.admin.request('POST', `/messages/${ticket.id}`, form);
    expect(res).toMatchObject({ status: 400, body: { error: 'ERR_FILE_TYPE_MISMATCH' } });
    expect(await messagesOf(ticket.id)).toEqual([]);
    expect(sentTo(number)).toEqual([]);
  });

  it('sends each multipart file as one message, keeping a name with spaces and accents', async () => {
    const number = '5511920000004';
    const { ticket } = await conversation(k, number, ['manda o arquivo']);
    const form = new FormData();
    form.append('fromMe', 'true');
    form.append(
      'medias',
      new Blob([Buffer.from('%PDF-1.4 teste')], { type: 'application/pdf' }),
      'relatório final.pdf',
    );
    form.append('body', 'relatório final.pdf');
    form.append(
      'medias',
      new Blob([Buffer.from([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' }),
      'foto 1.jpg',
    );
    form.append('body', 'segue a foto');
    const res = await k.admin.request('POST', `/messages/${ticket.id}`, form);
    expect(res.status).toBe(200);
    const rows = await messagesOf(ticket.id);
    expect(
      rows.map((r: { mediaType: string; mediaName: string; body: string }) => [
        r.mediaType,
        r.mediaName,
        r.body,
      ]),
    ).toEqual([
      ['application', 'relatório final.pdf', ''],
      ['image', 'foto 1.jpg', 'segue a foto'],
    ]);
    await until('both sent', () => sentTo(number).length === 2);
    const sent = sentTo(number).map((s) => s.message);
    expect(sent[0]).toMatchObject({ type: 'application', media: { filename: 'relatório final.pdf' } });
    expect(sent[0]).not.toHaveProperty('caption');
    expect(sent[1]).toMatchObject({ type: 'image', caption: 'segue a foto' });
    // the file is kept privately and served to the company
    const file = await k.admin.request('GET', `/media/${String(rows[0].mediaId)}`);
    expect(file.status).toBe(200);
  });

  it('refuses a multipart text that is blank', async () => {
    const { ticket } = await conversation(k, '5511920000005', ['oi']);
    const form = new FormData();
    form.append('body', '  ');
    const res = await k.admin.request('POST', `/messages/${ticket.id}`, form);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });

  it('keeps the message when WhatsApp is down: the answer is 200 and the outbox sends it later', async () => {
    const number = '5511920000006';
    const { ticket } = await conversation(k, number, ['oi']);
    k.sim.setReachable(conn(), false);
    k.sim.drop(conn());
    try {
      await until('disconnected', () => k.t.kernel.channels.status(k.connectionId) !== 'CONNECTED');
      const res = await k.admin.post(`/messages/${ticket.id}`, { body: 'quando voltar' });
      expect(res.status).toBe(200);
      expect(sentTo(number)).toHaveLength(0);
    } finally {
      k.sim.setReachable(conn(), true);
    }
    await until('sent after reconnecting', () => sentTo(number).length === 1, 30_000);
  }, 40_000);

  it('shows the attendant why a reply WhatsApp refused with 463 (reach-out timelock) was not sent', async () => {
    const number = '5511920000009';
    const { ticket } = await conversation(k, number, ['oi']);
    k.sim.markTimelocked(number);
    try {
      const res = await k.attendant.post(`/messages/${ticket.id}`, { body: 'Olá! Como posso ajudar?' });
      expect(res.status).toBe(200);
      const [row] = await until('the failure to reach the message', async () => {
        const rows = await messagesOf(ticket.id);
        return rows[0]?.sendError && rows;
      });
      expect(row).toMatchObject({ ack: 0, sendError: 'ERR_WAPP_TIMELOCK' });
      expect(sentTo(number)).toHaveLength(0);
      const list = await k.attendant.get(`/messages/${ticket.id}`);
      const shown = (list.body as { messages: { id: number; sendError: string | null }[] }).messages;
      expect(shown.find((m) => Number(m.id) === Number(row.id))?.sendError).toBe('ERR_WAPP_TIMELOCK');
    } finally {
      k.sim.markTimelocked(number, false);
    }
  });

  it('takes back the sent mark of a reply WhatsApp refused with 463 in its receipt, and says why', async () => {
    const number = '5511920000010';
    const { ticket } = await conversation(k, number, ['oi']);
    k.sim.markTimelocked(number, true, 'receipt');
    try {
      const res = await k.attendant.post(`/messages/${ticket.id}`, { body: 'Já volto com a resposta' });
      expect(res.status).toBe(200);
      const [row] = await until('the refusal to reach the message', async () => {
        const rows = await messagesOf(ticket.id);
        return rows[0]?.sendError && rows;
      });
      // it went out once and counted as sent until the receipt came back with 463
      expect(sentTo(number)).toHaveLength(1);
      expect(row).toMatchObject({ ack: 0, sendError: 'ERR_WAPP_TIMELOCK' });
    } finally {
      k.sim.markTimelocked(number, false, 'receipt');
    }
  });

  it('refuses a user outside the queue (403) and another company (404)', async () => {
    const { ticket } = await conversation(k, '5511920000007', ['oi'], { queueId: k.seed.a.queueId });
    const outside = await k.attendant.post(`/messages/${ticket.id}`, { body: 'posso?' });
    expect(outside.status).toBe(403);
    expect(outside.body.error).toBe('ERR_NO_PERMISSION');
    const other = await login(k.t, k.seed.b.admin.email);
    const res = await other.post(`/messages/${ticket.id}`, { body: 'de fora' });
    expect(res.status).toBe(404);
    expect(await messagesOf(ticket.id)).toHaveLength(0);
  });
});
