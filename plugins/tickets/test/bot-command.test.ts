import { describe, expect, it } from 'vitest';
import {
  commandOfLine,
  readBotCommand,
  readBotCommands,
  splitCommandLines,
  stopsTheBot,
  waitMs,
  type BotCommand,
} from '../src/index.js';

const valid = (raw: unknown) => {
  const read = readBotCommand(raw);
  if (!read.ok) throw new Error(`refused: ${read.reason}`);
  return read.command;
};
const reason = (raw: unknown) => {
  const read = readBotCommand(raw);
  return read.ok ? undefined : read.reason;
};

describe('bot commands: the typed shapes', () => {
  it('reads every kind, ids given as strings too', () => {
    expect(valid({ type: 'transfer', queueId: '3' })).toEqual({ type: 'transfer', queueId: 3 });
    expect(valid({ type: 'transfer', queueId: 3, userId: 7 })).toEqual({
      type: 'transfer',
      queueId: 3,
      userId: 7,
    });
    expect(valid({ type: 'assign', userId: 7 })).toEqual({ type: 'assign', userId: 7 });
    expect(valid({ type: 'tag', tagId: 4 })).toEqual({ type: 'tag', tagId: 4 });
    expect(valid({ type: 'tag', name: ' VIP ' })).toEqual({ type: 'tag', name: 'VIP' });
    expect(valid({ type: 'untag', name: 'VIP' })).toEqual({ type: 'untag', name: 'VIP' });
    expect(valid({ type: 'note', body: 'pediu a segunda via' })).toEqual({
      type: 'note',
      body: 'pediu a segunda via',
    });
    expect(valid({ type: 'close' })).toEqual({ type: 'close' });
    expect(valid({ type: 'handover', queueId: 2 })).toEqual({ type: 'handover', queueId: 2 });
    expect(valid({ type: 'end' })).toEqual({ type: 'end' });
    // a receiver's own fields beside a command are dropped, not refused
    expect(valid({ type: 'close', reason: 'resolvido' })).toEqual({ type: 'close' });
  });

  it('bounds a wait to a minute, in ms or seconds', () => {
    expect(waitMs(valid({ type: 'wait', seconds: 2.5 }) as Extract<BotCommand, { type: 'wait' }>)).toBe(2500);
    expect(waitMs(valid({ type: 'wait', ms: 800 }) as Extract<BotCommand, { type: 'wait' }>)).toBe(800);
    expect(reason({ type: 'wait', seconds: 3600 })).toMatch(/^seconds: /);
    expect(reason({ type: 'wait', ms: 60_001 })).toMatch(/^ms: /);
    expect(reason({ type: 'wait' })).toBe('ms: ms or seconds');
  });

  it('refuses what is not a command, saying why', () => {
    expect(reason({ type: 'transfer' })).toMatch(/^queueId: /);
    expect(reason({ type: 'transfer', queueId: -1 })).toMatch(/^queueId: /);
    expect(reason({ type: 'tag' })).toBe('tagId: tagId or name');
    expect(reason({ type: 'note', body: '  ' })).toBe('body: Required');
    expect(reason({ type: 'delete-everything' })).toMatch(/^type: /);
    expect(reason('close')).toBeDefined();
    expect(readBotCommands({ type: 'close' })).toEqual([]);
    expect(readBotCommands([{ type: 'close' }, { type: 'nope' }]).map((r) => r.ok)).toEqual([true, false]);
  });

  it('tells which commands take the ticket off the bot', () => {
    const stops = (['transfer', 'assign', 'close', 'handover', 'end'] as const).map((type) =>
      stopsTheBot({ type } as BotCommand),
    );
    expect(stops).toEqual([true, true, true, true, true]);
    expect(['tag', 'untag', 'note', 'wait'].map((type) => stopsTheBot({ type } as BotCommand))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('bot commands: the one-line form', () => {
  it("keeps Whaticket's forms: #{queueId}, #{userId}, both, #{stopBot}", () => {
    expect(commandOfLine('#{"queueId":3}')).toEqual({ ok: true, command: { type: 'handover', queueId: 3 } });
    expect(commandOfLine(' #{"queueId":"3","userId":9} ')).toEqual({
      ok: true,
      command: { type: 'handover', queueId: 3, userId: 9 },
    });
    expect(commandOfLine('#{"userId":5}')).toEqual({ ok: true, command: { type: 'handover', userId: 5 } });
    expect(commandOfLine('#{"stopBot":true}')).toEqual({ ok: true, command: { type: 'end' } });
  });

  it('reads a typed command, and leaves ordinary text starting with # alone', () => {
    expect(commandOfLine('#{"type":"tag","name":"VIP"}')).toEqual({
      ok: true,
      command: { type: 'tag', name: 'VIP' },
    });
    expect(commandOfLine('#{"type":"transfer"}')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/queueId/),
    });
    expect(commandOfLine('#promoção de hoje')).toBeUndefined();
    expect(commandOfLine('#{"queueId":-1}')).toBeUndefined();
    expect(commandOfLine('#{não é json}')).toBeUndefined();
    expect(commandOfLine('veja #{"type":"close"}')).toBeUndefined();
  });

  it('splits a text into what the contact reads and its command lines, in order', () => {
    const { text, commands } = splitCommandLines(
      'Pronto, anotei.\n#{"type":"note","body":"quer boleto"}\n\n#{"type":"tag","name":"Financeiro"}\nAté logo!',
    );
    expect(text).toBe('Pronto, anotei.\n\nAté logo!');
    expect(commands).toEqual([
      { ok: true, command: { type: 'note', body: 'quer boleto' } },
      { ok: true, command: { type: 'tag', name: 'Financeiro' } },
    ]);
  });
});
