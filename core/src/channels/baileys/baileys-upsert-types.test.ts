import { EventEmitter } from 'node:events';
import { proto, type WAMessage } from '@whiskeysockets/baileys';
import { describe, expect, it } from 'vitest';
import type { InboundMessage } from '../../domain/messages/message-types.js';
import { BaileysProvider } from './baileys-provider.js';

/**
 * Messages WhatsApp held while the socket was down arrive as `messages.upsert` of type 'append', live ones as
 * 'notify': both must reach the host (its inbox dedupes), and the LID map learnt meanwhile resolves senders.
 */
const wire = (id: string, body: string): WAMessage =>
  proto.WebMessageInfo.fromObject({
    key: { remoteJid: '99887766554433@lid', fromMe: false, id },
    message: { conversation: body },
    messageTimestamp: 1_700_000_000,
  }) as WAMessage;

describe('Baileys messages.upsert', () => {
  it('passes on offline (append) and live (notify) messages alike, resolving a LID through the LID map', async () => {
    const learnt = new Map<string, string>();
    const provider = new BaileysProvider({
      connectionId: '9',
      knex: {} as never,
      authSecret: 'test-secret-with-enough-entropy-0123456789',
      lidMap: {
        load: async () => undefined,
        lookup: (lid) => learnt.get(lid),
        remember: (lid, pn) => void learnt.set(lid, pn),
      },
    });
    const got: InboundMessage[] = [];
    provider.on('message', (m) => got.push(m));
    // the socket's event and frame buses, bound as the provider binds a real socket
    const ev = new EventEmitter();
    const sock = { ev, ws: new EventEmitter() } as never;
    const internals = provider as unknown as { sock: unknown; bind(sock: unknown, auth: unknown): void };
    internals.sock = sock;
    internals.bind(sock, { saveCreds: async () => undefined });

    ev.emit('lid-mapping.update', { lid: '99887766554433@lid', pn: '5511912345678@s.whatsapp.net' });
    ev.emit('messages.upsert', { type: 'append', messages: [wire('3EB0OFFLINE1', 'held while away')] });
    ev.emit('messages.upsert', { type: 'notify', messages: [wire('3EB0LIVE0001', 'live')] });

    expect(learnt.get('99887766554433')).toBe('5511912345678');
    expect(got.map((m) => [m.waMessageId, m.body, m.chatId])).toEqual([
      ['3EB0OFFLINE1', 'held while away', '5511912345678'],
      ['3EB0LIVE0001', 'live', '5511912345678'],
    ]);
  });
});
