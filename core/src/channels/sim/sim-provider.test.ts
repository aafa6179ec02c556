import { beforeEach, describe, expect, it } from 'vitest';
import type { ChannelEvents, StatusEvent } from '../channel-events.js';
import { ChannelError } from '../channel-provider.js';
import { ManualClock } from '../clock.js';
import type { InboundMessage } from '../../domain/messages/message-types.js';
import { SimNetwork } from './sim-network.js';
import { SimProvider } from './sim-provider.js';

const tick = () => new Promise<void>((r) => setImmediate(r));

function setup() {
  const clock = new ManualClock();
  const network = new SimNetwork({ clock, ackDelayMs: 1000 });
  const provider = new SimProvider({
    connectionId: 'c1',
    network,
    reconnect: { baseDelayMs: 1000, jitter: 0, maxDelayMs: 8000 },
  });
  const statuses: StatusEvent[] = [];
  const messages: InboundMessage[] = [];
  const acks: ChannelEvents['ack'][] = [];
  provider.on('status', (s) => statuses.push(s));
  provider.on('message', (m) => messages.push(m));
  provider.on('ack', (a) => acks.push(a));
  return { clock, network, provider, statuses, messages, acks };
}

async function paired() {
  const t = setup();
  await t.provider.connect();
  await tick();
  t.network.scan('c1', '5511988887777');
  await tick();
  return t;
}

describe('sim provider', () => {
  let t: Awaited<ReturnType<typeof paired>>;

  it('shows a QR, then pairs after the phone scans it', async () => {
    const s = setup();
    const qrs: string[] = [];
    s.provider.on('qr', (e) => qrs.push(e.qr));
    await s.provider.connect();
    await tick();
    expect(s.provider.status).toBe('qrcode');
    expect(qrs).toHaveLength(1);
    expect(s.statuses.at(-1)?.qrcode).toBe(qrs[0]);
    s.network.scan('c1');
    await tick();
    expect(s.statuses.map((x) => x.status)).toEqual(['OPENING', 'qrcode', 'PAIRING', 'CONNECTED']);
    expect(s.statuses.at(-1)?.qrcode).toBe('');
  });

  it('offers a pairing code instead of a QR when asked', async () => {
    const s = setup();
    const codes: string[] = [];
    s.provider.on('pairing-code', (e) => codes.push(e.code));
    await s.provider.connect({ pairingPhoneNumber: '5511988887777' });
    await tick();
    expect(s.provider.status).toBe('PAIRING');
    expect(codes[0]).toMatch(/^[A-Z0-9]{8}$/);
  });

  describe('when connected', () => {
    beforeEach(async () => {
      t = await paired();
    });

    it('receives every message type a contact can send', async () => {
      const from = { number: '5511912345678', name: 'Ana' };
      const textId = t.network.contactSends('c1', { from, type: 'text', body: 'oi' });
      t.network.contactSends('c1', { from, type: 'text', body: 'respondendo', quotedWaMessageId: textId });
      t.network.contactSends('c1', { from, type: 'image', body: 'foto' });
      t.network.contactSends('c1', { from, type: 'audio' });
      t.network.contactSends('c1', { from, type: 'video' });
      t.network.contactSends('c1', { from, type: 'application', media: { filename: 'boleto.pdf' } });
      t.network.contactSends('c1', {
        from,
        type: 'locationMessage',
        latitude: -23.5,
        longitude: -46.6,
        body: 'Av. Paulista',
      });
      t.network.contactSends('c1', { from, type: 'vcard', displayName: 'João' });
      t.network.contactSends('c1', { from, type: 'call_log' });
      await tick();
      const m = t.messages;
      expect(m.map((x) => x.type)).toEqual([
        'text',
        'text',
        'image',
        'audio',
        'video',
        'application',
        'locationMessage',
        'vcard',
        'call_log',
      ]);
      expect(m[0]).toMatchObject({
        body: 'oi',
        fromMe: false,
        isGroup: false,
        contact: { id: '5511912345678', name: 'Ana' },
      });
      expect(m[1]?.quotedWaMessageId).toBe(textId);
      expect(m[2]?.media?.mimetype).toBe('image/png');
      expect(m[2]?.media?.data?.subarray(1, 4).toString()).toBe('PNG');
      expect(m[3]?.media).toMatchObject({ ptt: true, mimetype: 'audio/ogg; codecs=opus' });
      expect(m[5]?.media?.filename).toBe('boleto.pdf');
      expect(m[6]?.body.split('|')).toEqual(['', expect.stringContaining('-23.5%2C-46.6'), 'Av. Paulista']);
      expect(m[7]?.body).toContain('FN:João');
    });

    it('delivers group messages with the member who wrote them, edits, revokes and phone-typed messages', async () => {
      const edits: ChannelEvents['edit'][] = [];
      const revokes: ChannelEvents['revoke'][] = [];
      t.provider.on('edit', (e) => edits.push(e));
      t.provider.on('revoke', (e) => revokes.push(e));
      const id = t.network.contactSends('c1', {
        from: { lid: '123456789', name: 'Bia' },
        group: { id: '120363000@g.us', subject: 'Time' },
        type: 'text',
        body: 'bom dia',
      });
      t.network.edit('c1', '120363000@g.us', id, 'boa tarde');
      t.network.revoke('c1', '120363000@g.us', id);
      t.network.phoneSends('c1', { number: '5511912345678' }, 'digitado no celular');
      await tick();
      expect(t.messages[0]).toMatchObject({
        isGroup: true,
        chatId: '120363000@g.us',
        participant: { id: '123456789@lid', lid: '123456789' },
      });
      expect(edits[0]).toMatchObject({ waMessageId: id, body: 'boa tarde' });
      expect(revokes[0]).toMatchObject({ waMessageId: id, fromMe: false });
      expect(t.messages[1]).toMatchObject({
        fromMe: true,
        body: 'digitado no celular',
        chatId: '5511912345678',
      });
    });

    it('sends and reports acks 1 -> 2 -> 3 -> 4 on the network clock', async () => {
      const sent = await t.provider.send({ type: 'text', to: '5511912345678', body: 'olá' });
      await tick();
      expect(t.acks.map((a) => a.ack)).toEqual([1]);
      await t.clock.advance(1000);
      expect(t.acks.map((a) => a.ack)).toEqual([1, 2]);
      await t.clock.advance(2000);
      expect(t.acks.map((a) => a.ack)).toEqual([1, 2, 3, 4]);
      expect(t.acks.every((a) => a.waMessageId === sent.waMessageId)).toBe(true);
      expect(t.network.sent('c1')[0]).toMatchObject({ ack: 4, message: { body: 'olá' } });
    });

    it('slows acks down when told to', async () => {
      t.network.setAckDelay(10_000, 'c1');
      await t.provider.send({ type: 'text', to: '5511912345678', body: 'devagar' });
      await t.clock.advance(9_999);
      expect(t.acks.map((a) => a.ack)).toEqual([1]);
      await t.clock.advance(1);
      expect(t.acks.map((a) => a.ack)).toEqual([1, 2]);
    });

    it('refuses one send on demand, then sends again', async () => {
      t.network.refuseNextSend('c1');
      await expect(t.provider.send({ type: 'text', to: '5511912345678', body: 'x' })).rejects.toMatchObject({
        code: 'ERR_SENDING_WAPP_MSG',
      });
      await expect(t.provider.send({ type: 'text', to: '5511912345678', body: 'y' })).resolves.toMatchObject({
        chatId: '5511912345678',
      });
      expect(t.network.sent('c1').map((r) => (r.message.type === 'text' ? r.message.body : ''))).toEqual([
        'y',
      ]);
    });

    it('recovers from a dropped socket with growing delays, and delivers acks held while down', async () => {
      await t.provider.send({ type: 'text', to: '5511912345678', body: 'antes da queda' });
      await tick();
      t.network.setReachable('c1', false);
      t.network.drop('c1');
      await tick();
      expect(t.provider.status).toBe('DISCONNECTED');
      await expect(t.provider.send({ type: 'text', to: '5511912345678', body: 'x' })).rejects.toBeInstanceOf(
        ChannelError,
      );
      await t.clock.advance(1000 + 2000 + 4000);
      const delays = t.statuses.filter((s) => s.nextRetryInMs !== undefined).map((s) => s.nextRetryInMs);
      expect(delays).toEqual([1000, 2000, 4000, 8000]);
      t.network.setReachable('c1', true);
      await t.clock.advance(8000);
      expect(t.provider.status).toBe('CONNECTED');
      expect(t.acks.map((a) => a.ack)).toEqual([1, 2, 3, 4]);
    });

    it('stops reconnecting after a logout and shows a new QR on the next connect', async () => {
      await t.provider.logout();
      await t.clock.advance(60_000);
      expect(t.provider.status).toBe('DISCONNECTED');
      expect(t.clock.pending()).toBe(0);
      await t.provider.connect();
      await tick();
      expect(t.provider.status).toBe('qrcode');
    });

    it('treats an unlink from the phone as a logout', async () => {
      t.network.logout('c1');
      await t.clock.advance(60_000);
      expect(t.provider.status).toBe('DISCONNECTED');
      expect(t.statuses.at(-1)?.nextRetryInMs).toBeUndefined();
    });
  });

  it("passes on what the network says of the account's reach, as Baileys does", async () => {
    const s = await paired();
    const got: ChannelEvents['reach-limits'][] = [];
    s.provider.on('reach-limits', (e) => got.push(e));
    const endsAt = new Date('2026-12-01T15:00:00Z');
    s.network.reportReachLimits('c1', {
      timelock: { active: true, endsAt, enforcementType: 'BIZ_QUALITY' },
      quota: { used: 3, total: 10 },
    });
    expect(got).toEqual([
      {
        connectionId: 'c1',
        timelock: { active: true, endsAt, enforcementType: 'BIZ_QUALITY' },
        quota: { used: 3, total: 10 },
      },
    ]);
  });
});
