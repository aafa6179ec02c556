import { describe, expect, it } from 'vitest';
import { replyActions as webhookActions } from '../src/delivery/webhook-reply.js';
import { intentActions } from '../src/dialogflow/intent-actions.js';
import type { IntegrationConfig } from '../src/runners/runner.js';
import { replyActions as typebotActions } from '../src/runners/typebot-reply.js';

// How each integration type's answer carries commands (docs/plugins.md "Bot commands"), and the older forms each
// still reads. The step applying them is tested through the real kernel in bot-commands.test.ts.
const config = { typebotUnknownMessage: 'Não entendi.' } as IntegrationConfig;
const bubble = (id: string, text: string) => ({
  id,
  type: 'text',
  content: { type: 'richText', richText: [{ type: 'p', children: [{ text }] }] },
});

describe('webhook and n8n answers', () => {
  it('texts, then the commands in order, then the hand-over field', () => {
    expect(
      webhookActions({
        replies: [{ body: 'Oi' }],
        commands: [{ type: 'tag', name: 'VIP' }, { type: 'wait', ms: 500 }, { type: 'nope' }],
        handover: { queueId: '4' },
      }),
    ).toEqual([
      { type: 'text', body: 'Oi' },
      { type: 'command', command: { type: 'tag', name: 'VIP' } },
      { type: 'command', command: { type: 'wait', ms: 500 } },
      { type: 'refused-command', raw: { type: 'nope' }, reason: expect.stringMatching(/^type: /) },
      { type: 'handover', queueId: 4 },
    ]);
  });

  it('a command that takes the ticket off the bot ends the list; handover and end as commands', () => {
    expect(
      webhookActions({
        commands: [{ type: 'close' }, { type: 'note', body: 'nunca' }],
        handover: { queueId: 2 },
      }),
    ).toEqual([{ type: 'command', command: { type: 'close' } }]);
    expect(webhookActions({ commands: [{ type: 'handover', userId: 7 }] })).toEqual([
      { type: 'handover', userId: 7 },
    ]);
    expect(webhookActions({ commands: [{ type: 'end' }] })).toEqual([{ type: 'end' }]);
  });

  it('commands that are not a list are refused as one; an answer without them is as before', () => {
    expect(webhookActions({ replies: [{ body: 'Oi' }], commands: { type: 'close' } })).toEqual([
      { type: 'text', body: 'Oi' },
      { type: 'refused-command', raw: { type: 'close' }, reason: 'commands: Expected array' },
    ]);
    expect(webhookActions({ handover: { userId: 5 } })).toEqual([{ type: 'handover', userId: 5 }]);
    expect(webhookActions('ok')).toEqual([]);
  });
});

describe('typebot answers', () => {
  it('reads command lines in a bubble, sends the other lines, and a Wait block after its bubble', () => {
    const actions = typebotActions(
      {
        messages: [
          bubble('b1', 'Anotei seu pedido.'),
          bubble('b2', '#{"type":"tag","name":"Pedido"}'),
          bubble('b3', 'Um momento\n#{"type":"note","body":"pediu 2 pizzas"}'),
        ],
        clientSideActions: [{ type: 'wait', wait: { secondsToWaitFor: 3 }, lastBubbleBlockId: 'b1' }],
      },
      config,
    );
    expect(actions).toEqual([
      { type: 'text', body: 'Anotei seu pedido.' },
      { type: 'command', command: { type: 'wait', seconds: 3 } },
      { type: 'command', command: { type: 'tag', name: 'Pedido' } },
      { type: 'text', body: 'Um momento' },
      { type: 'command', command: { type: 'note', body: 'pediu 2 pizzas' } },
    ]);
  });

  it("keeps Whaticket's #{queueId} / #{userId} / #{stopBot} bubbles, and a transfer command ends the list", () => {
    expect(
      typebotActions({ messages: [bubble('a', '#{"queueId":3}'), bubble('b', 'nunca')] }, config),
    ).toEqual([{ type: 'handover', queueId: 3 }]);
    expect(typebotActions({ messages: [bubble('a', '#{"userId":"8"}')] }, config)).toEqual([
      { type: 'handover', userId: 8 },
    ]);
    expect(typebotActions({ messages: [bubble('a', '#{"stopBot":true}')] }, config)).toEqual([
      { type: 'end' },
    ]);
    expect(
      typebotActions(
        { messages: [bubble('a', '#{"type":"transfer","queueId":5}'), bubble('b', 'nunca')] },
        config,
      ),
    ).toEqual([{ type: 'command', command: { type: 'transfer', queueId: 5 } }]);
  });

  it('a wait longer than a minute waits a minute; one naming no bubble of the answer runs first', () => {
    expect(
      typebotActions(
        {
          messages: [bubble('x', 'Oi')],
          clientSideActions: [{ type: 'wait', wait: { secondsToWaitFor: 600 } }],
        },
        config,
      ),
    ).toEqual([
      { type: 'command', command: { type: 'wait', seconds: 60 } },
      { type: 'text', body: 'Oi' },
    ]);
  });
});

describe('dialogflow intents', () => {
  it("a payload's commands, then the intent's action with its parameters", () => {
    expect(
      intentActions({
        fulfillmentMessages: [
          { text: { text: ['Vou registrar.'] } },
          { payload: { commands: [{ type: 'note', body: 'quer cancelar' }] } },
        ],
        action: 'tag',
        parameters: { name: 'Cancelamento', tagId: '' },
      }),
    ).toEqual([
      { type: 'text', body: 'Vou registrar.' },
      { type: 'command', command: { type: 'note', body: 'quer cancelar' } },
      { type: 'command', command: { type: 'tag', name: 'Cancelamento' } },
    ]);
    expect(
      intentActions({
        fulfillmentText: 'Transferindo',
        action: 'balcao.transfer',
        parameters: { queueId: 4 },
      }),
    ).toEqual([
      { type: 'text', body: 'Transferindo' },
      { type: 'command', command: { type: 'transfer', queueId: 4 } },
    ]);
    // an action of the agent's own (smalltalk, input.welcome) is no command
    expect(intentActions({ fulfillmentText: 'Oi', action: 'input.welcome' })).toEqual([
      { type: 'text', body: 'Oi' },
    ]);
    expect(intentActions({ fulfillmentText: 'Oi', action: 'transfer', parameters: {} })).toEqual([
      { type: 'text', body: 'Oi' },
      { type: 'refused-command', raw: { type: 'transfer' }, reason: expect.stringMatching(/^queueId: /) },
    ]);
  });

  it('still reads the handover payload and the end of conversation', () => {
    expect(intentActions({ fulfillmentMessages: [{ payload: { handover: { queueId: 3 } } }] })).toEqual([
      { type: 'handover', queueId: 3 },
    ]);
    expect(intentActions({ fulfillmentText: 'Tchau', intent: { endInteraction: true } })).toEqual([
      { type: 'text', body: 'Tchau' },
      { type: 'end' },
    ]);
  });
});
