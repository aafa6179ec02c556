import { proto } from '@whiskeysockets/baileys';
import { describe, expect, it } from 'vitest';
import { acksFromUpdates, contactFromBaileys, missedCallMessage } from './translate-side-events.js';

const Status = proto.WebMessageInfo.Status;

describe('Baileys side events', () => {
  it('receipts become acks 1 sent -> 2 delivered -> 3 read -> 4 played, 0 on error', () => {
    const key = {
      remoteJid: '99887766@lid',
      remoteJidAlt: '5511912345678@s.whatsapp.net',
      id: 'OUT1',
      fromMe: true,
    };
    const statuses = [
      Status.PENDING,
      Status.SERVER_ACK,
      Status.DELIVERY_ACK,
      Status.READ,
      Status.PLAYED,
      Status.ERROR,
    ];
    const acks = acksFromUpdates(
      statuses.map((status) => ({ key, update: { status } })),
      '7',
    );
    expect(acks.map((a) => a.ack)).toEqual([1, 2, 3, 4, 0]);
    // keyed by the same identity inbound messages use, even when the receipt names the LID
    expect(acks[0]).toEqual({ connectionId: '7', chatId: '5511912345678', waMessageId: 'OUT1', ack: 1 });
  });

  it("an error receipt carries WhatsApp's reason: a 463 refused after the send was taken", () => {
    const key = { remoteJid: '5511912345678@s.whatsapp.net', id: 'OUT2', fromMe: true };
    const [refused, bare] = acksFromUpdates(
      [
        {
          key,
          update: {
            status: Status.ERROR,
            messageStubParameters: ['463', 'Your account has been restricted'],
          },
        },
        { key: { ...key, id: 'OUT3' }, update: { status: Status.ERROR } },
      ],
      '7',
    );
    expect(refused).toEqual({
      connectionId: '7',
      chatId: '5511912345678',
      waMessageId: 'OUT2',
      ack: 0,
      error: '463: Your account has been restricted',
    });
    expect(bare).not.toHaveProperty('error');
  });

  it('contact updates carry one identity for LID and number, and the picture url', () => {
    const e = contactFromBaileys(
      {
        id: '99887766@lid',
        phoneNumber: '5511912345678@s.whatsapp.net',
        notify: 'Ana',
        imgUrl: 'https://pps/x.jpg',
      },
      '7',
    );
    expect(e).toEqual({
      connectionId: '7',
      contact: { id: '5511912345678', number: '5511912345678', lid: '99887766', name: 'Ana' },
      profilePicUrl: 'https://pps/x.jpg',
    });
  });

  it('an unanswered call becomes a call_log message in the caller chat', () => {
    const m = missedCallMessage(
      {
        chatId: '5511912345678@s.whatsapp.net',
        from: '5511912345678@s.whatsapp.net',
        id: 'CALL1',
        date: new Date(0),
        status: 'timeout',
        offline: false,
        isVideo: true,
      },
      '7',
    );
    expect(m).toMatchObject({
      type: 'call_log',
      body: 'missed video call',
      chatId: '5511912345678',
      waMessageId: 'call-CALL1',
    });
  });
});
