import { describe, expect, it } from 'vitest';
import type { IntegrationConfig } from '../src/runners/runner.js';
import { flattenRichText, handoverOf, replyActions } from '../src/runners/typebot-reply.js';

const config = { typebotUnknownMessage: 'Não entendi.' } as IntegrationConfig;
const rich = (...children: Array<Record<string, unknown>>) => ({
  type: 'text',
  content: { type: 'richText', richText: [{ type: 'p', children }] },
});

describe("typebot's answer as WhatsApp actions", () => {
  it('flattens rich text: bold and italic marks, a link with its address, one line per block', () => {
    expect(
      flattenRichText([
        {
          type: 'p',
          children: [{ text: 'Oi ' }, { text: 'Ana', bold: true }, { text: ', tudo', italic: true }],
        },
        {
          type: 'p',
          children: [{ type: 'a', url: 'https://loja.test', children: [{ text: 'nossa loja' }] }],
        },
      ]),
    ).toBe('Oi *Ana*_, tudo_\nnossa loja (https://loja.test)');
  });

  it('reads the hand-over instructions, and leaves any other text starting with # alone', () => {
    expect(handoverOf('#{"queueId":3}')).toEqual({ type: 'handover', queueId: 3 });
    expect(handoverOf('#{"queueId":"3","userId":9}')).toEqual({ type: 'handover', queueId: 3, userId: 9 });
    expect(handoverOf('#{"stopBot":true}')).toEqual({ type: 'end' });
    expect(handoverOf('#promoção de hoje')).toBeUndefined();
    expect(handoverOf('#{"queueId":-1}')).toBeUndefined();
  });

  it('sends media bubbles as files, stops at a hand-over, replaces the retry message', () => {
    const actions = replyActions(
      {
        messages: [
          rich({ text: 'Invalid message. Please, try again.' }),
          { type: 'video', content: { url: 'https://cdn.test/v.mp4' } },
          { type: 'audio', content: { url: 'https://cdn.test/a.mp3' } },
          rich({ text: '#{"userId":4}' }),
          rich({ text: 'nunca enviada' }),
        ],
        input: { type: 'choice input', items: [{ content: 'Sim' }] },
      },
      config,
    );
    expect(actions).toEqual([
      { type: 'text', body: 'Não entendi.' },
      { type: 'media', url: 'https://cdn.test/v.mp4', mediaType: 'video' },
      { type: 'media', url: 'https://cdn.test/a.mp3', mediaType: 'audio' },
      { type: 'handover', userId: 4 },
    ]);
  });
});
