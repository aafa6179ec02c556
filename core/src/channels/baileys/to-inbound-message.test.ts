import { proto, type WAMessage, type WAMessageKey } from '@whiskeysockets/baileys';
import { describe, expect, it } from 'vitest';
import type { InboundMessage } from '../../domain/messages/message-types.js';
import { toInboundMessage, type BaileysInbound } from './to-inbound-message.js';

const CONTACT = '5511912345678@s.whatsapp.net';
const LID = '99887766554433@lid';
const GROUP = '120363025555555555@g.us';

/** a message as it comes off the wire: encoded and decoded through WAProto, then the key extras Baileys adds */
function wire(
  message: proto.IMessage,
  key: Partial<WAMessageKey> = {},
  extra: Partial<proto.IWebMessageInfo> = {},
): WAMessage {
  const info = proto.WebMessageInfo.fromObject({
    key: { remoteJid: CONTACT, fromMe: false, id: '3EB0ABCDEF', ...key },
    message,
    messageTimestamp: 1_700_000_000,
    pushName: 'Ana',
    ...extra,
  });
  const decoded = proto.WebMessageInfo.decode(proto.WebMessageInfo.encode(info).finish()) as WAMessage;
  decoded.key = {
    ...decoded.key,
    ...(key.remoteJidAlt ? { remoteJidAlt: key.remoteJidAlt } : {}),
    ...(key.participantAlt ? { participantAlt: key.participantAlt } : {}),
  };
  return decoded;
}

const convert = (m: WAMessage) =>
  toInboundMessage(m, {
    connectionId: '7',
    now: () => new Date(1_700_000_005_000),
    downloadMedia: async () => Buffer.from('bytes'),
  });

function message(r: BaileysInbound): InboundMessage {
  if (r.kind !== 'message') throw new Error(`expected a message, got ${r.kind}: ${JSON.stringify(r)}`);
  return r.message;
}

describe('Baileys message -> InboundMessage', () => {
  it('plain and extended text, with the contact identity and timestamps', () => {
    const m = message(convert(wire({ conversation: 'oi, tudo bem?' })));
    expect(m).toMatchObject({
      connectionId: '7',
      waMessageId: '3EB0ABCDEF',
      chatId: '5511912345678',
      isGroup: false,
      fromMe: false,
      type: 'text',
      body: 'oi, tudo bem?',
      contact: { id: '5511912345678', number: '5511912345678', name: 'Ana' },
    });
    expect(m.sentAt.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(m.receivedAt.getTime()).toBe(1_700_000_005_000);
    expect(message(convert(wire({ extendedTextMessage: { text: 'veja https://x.y' } }))).body).toBe(
      'veja https://x.y',
    );
  });

  it('a quoted reply carries the quoted message id', () => {
    const m = message(
      convert(
        wire({
          extendedTextMessage: {
            text: 'sim',
            contextInfo: {
              stanzaId: '3EB0QUOTED',
              participant: CONTACT,
              quotedMessage: { conversation: 'pode?' },
            },
          },
        }),
      ),
    );
    expect(m).toMatchObject({ type: 'text', body: 'sim', quotedWaMessageId: '3EB0QUOTED' });
  });

  it('every media type keeps mimetype, filename, caption and a lazy download', async () => {
    const image = message(
      convert(wire({ imageMessage: { mimetype: 'image/jpeg', caption: 'foto', fileLength: 1234 } })),
    );
    expect(image).toMatchObject({
      type: 'image',
      body: 'foto',
      media: { mimetype: 'image/jpeg', filename: 'image-3EB0ABCDEF.jpg', size: 1234 },
    });
    expect(await image.media?.download?.()).toEqual(Buffer.from('bytes'));

    const audio = message(
      convert(wire({ audioMessage: { mimetype: 'audio/ogg; codecs=opus', ptt: true, seconds: 7 } })),
    );
    expect(audio).toMatchObject({
      type: 'audio',
      body: '',
      media: { ptt: true, seconds: 7, filename: 'audio-3EB0ABCDEF.ogg' },
    });

    const video = message(convert(wire({ videoMessage: { mimetype: 'video/mp4', caption: 'olha' } })));
    expect(video).toMatchObject({ type: 'video', body: 'olha', media: { mimetype: 'video/mp4' } });

    const doc = message(
      convert(wire({ documentMessage: { mimetype: 'application/pdf', fileName: 'boleto.pdf' } })),
    );
    expect(doc).toMatchObject({
      type: 'application',
      body: 'boleto.pdf',
      media: { filename: 'boleto.pdf', mimetype: 'application/pdf' },
    });

    const captioned = message(
      convert(
        wire({
          documentWithCaptionMessage: {
            message: {
              documentMessage: { mimetype: 'application/pdf', fileName: 'nf.pdf', caption: 'segue a nota' },
            },
          },
        }),
      ),
    );
    expect(captioned).toMatchObject({
      type: 'application',
      body: 'segue a nota',
      media: { filename: 'nf.pdf' },
    });

    const sticker = message(convert(wire({ stickerMessage: { mimetype: 'image/webp' } })));
    expect(sticker).toMatchObject({ type: 'image', media: { mimetype: 'image/webp' } });

    const viewOnce = message(
      convert(wire({ viewOnceMessageV2: { message: { imageMessage: { mimetype: 'image/jpeg' } } } })),
    );
    expect(viewOnce.type).toBe('image');
  });

  it('location becomes "image|link|description", contacts become vCards', () => {
    const loc = message(
      convert(
        wire({
          locationMessage: {
            degreesLatitude: -23.56,
            degreesLongitude: -46.65,
            name: 'Loja',
            address: 'Av. Paulista, 1000',
            jpegThumbnail: Buffer.from([0xff, 0xd8]),
          },
        }),
      ),
    );
    const [image, link, description] = loc.body.split('|');
    expect(loc.type).toBe('locationMessage');
    expect(image).toBe('data:image/jpeg;base64,/9g=');
    expect(link).toContain('-23.56%2C-46.65');
    expect(description).toBe('Loja - Av. Paulista, 1000');

    const vcard = 'BEGIN:VCARD\nVERSION:3.0\nFN:João\nTEL;waid=5511977776666:+55 11 97777-6666\nEND:VCARD';
    expect(message(convert(wire({ contactMessage: { displayName: 'João', vcard } })))).toMatchObject({
      type: 'vcard',
      body: vcard,
    });
    const many = message(
      convert(
        wire({ contactsArrayMessage: { contacts: [{ vcard }, { vcard: vcard.replace('João', 'Maria') }] } }),
      ),
    );
    expect(many.body).toContain('FN:Maria');
  });

  it('missed calls become call_log messages', () => {
    const m = message(
      convert(
        wire({}, {}, { messageStubType: proto.WebMessageInfo.StubType.CALL_MISSED_VIDEO, message: null }),
      ),
    );
    expect(m).toMatchObject({ type: 'call_log', body: 'missed video call' });
  });

  it('edits and revokes point at the original message', () => {
    const edit = convert(
      wire({
        editedMessage: {
          message: {
            protocolMessage: {
              key: { id: '3EB0ORIG', remoteJid: CONTACT },
              type: proto.Message.ProtocolMessage.Type.MESSAGE_EDIT,
              editedMessage: { conversation: 'corrigido' },
              timestampMs: 1_700_000_100_000,
            },
          },
        },
      }),
    );
    expect(edit).toEqual({
      kind: 'edit',
      chatId: '5511912345678',
      waMessageId: '3EB0ORIG',
      body: 'corrigido',
      editedAt: new Date(1_700_000_100_000),
    });
    const revoke = convert(
      wire({
        protocolMessage: {
          key: { id: '3EB0ORIG', remoteJid: CONTACT },
          type: proto.Message.ProtocolMessage.Type.REVOKE,
        },
      }),
    );
    expect(revoke).toEqual({
      kind: 'revoke',
      chatId: '5511912345678',
      waMessageId: '3EB0ORIG',
      fromMe: false,
    });
  });

  it('reactions name the message and who reacted', () => {
    const r = convert(
      wire({ reactionMessage: { key: { id: '3EB0ORIG', remoteJid: CONTACT, fromMe: true }, text: '👍' } }),
    );
    expect(r).toMatchObject({
      kind: 'reaction',
      waMessageId: '3EB0ORIG',
      emoji: '👍',
      from: { id: '5511912345678' },
    });
  });

  it('group messages name the group as chat and the member as participant', () => {
    const m = message(
      convert(
        wire(
          { conversation: 'bom dia, grupo' },
          { remoteJid: GROUP, participant: '5511955554444@s.whatsapp.net' },
          { pushName: 'Bia' },
        ),
      ),
    );
    expect(m).toMatchObject({
      isGroup: true,
      chatId: GROUP,
      contact: { id: GROUP },
      group: { id: GROUP },
      participant: { id: '5511955554444', name: 'Bia' },
    });
  });

  it('LID senders map to the same identity as their phone number', () => {
    const withAlt = message(
      convert(wire({ conversation: 'via lid' }, { remoteJid: LID, remoteJidAlt: CONTACT })),
    );
    const byPn = message(convert(wire({ conversation: 'via pn' }, { remoteJid: CONTACT })));
    expect(withAlt.contact).toEqual({
      id: '5511912345678',
      number: '5511912345678',
      lid: '99887766554433',
      name: 'Ana',
    });
    expect(withAlt.chatId).toBe(byPn.chatId);

    const lidOnly = message(convert(wire({ conversation: 'só lid' }, { remoteJid: LID })));
    expect(lidOnly.contact).toEqual({ id: '99887766554433@lid', lid: '99887766554433', name: 'Ana' });

    const mapped = toInboundMessage(wire({ conversation: 'mapeado' }, { remoteJid: LID }), {
      connectionId: '7',
      lidToPn: (lid) => (lid === '99887766554433' ? '5511912345678' : undefined),
    });
    expect(message(mapped).contact.id).toBe('5511912345678');

    const groupLid = message(
      convert(
        wire(
          { conversation: 'oi' },
          { remoteJid: GROUP, participant: '1122334455@lid', participantAlt: '5511955554444@s.whatsapp.net' },
        ),
      ),
    );
    expect(groupLid.participant).toMatchObject({ id: '5511955554444', lid: '1122334455' });
  });

  it('keeps messages typed on the phone itself (fromMe) without taking our name for the contact', () => {
    const m = message(
      convert(wire({ conversation: 'respondi pelo celular' }, { fromMe: true }, { pushName: 'Loja' })),
    );
    expect(m).toMatchObject({ fromMe: true, chatId: '5511912345678', contact: { id: '5511912345678' } });
    expect(m.contact.name).toBeUndefined();
  });

  it('ignores status broadcasts and protocol noise', () => {
    expect(convert(wire({ conversation: 'story' }, { remoteJid: 'status@broadcast' })).kind).toBe('ignored');
    expect(convert(wire({ senderKeyDistributionMessage: { groupId: GROUP } })).kind).toBe('ignored');
  });
});
