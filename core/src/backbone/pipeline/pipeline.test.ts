import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { InboxEvent } from '../inbox/inbox-event.js';
import { Pipeline } from './pipeline.js';

const log = pino({ level: 'silent' });
const message = (body: string) =>
  ({
    id: 1,
    kind: 'message',
    companyId: 1,
    connectionId: 1,
    payload: { body, contact: { id: '5511999990000' } },
  }) as unknown as InboxEvent;

describe('Pipeline stages', () => {
  it('orders stages by their constraints, whatever the order plugins declared them in', () => {
    const p = new Pipeline(log);
    p.stage({ name: 'bots', after: ['turn'] });
    p.stage({ name: 'turn', after: ['contact'] });
    p.stage({ name: 'campaign-replies', after: ['contact'], before: ['turn'] });
    p.stage({ name: 'contact' });
    expect(p.stages()).toEqual(['contact', 'campaign-replies', 'turn', 'bots']);
  });

  it('keeps declaration order where nothing constrains it and ignores names nobody declares', () => {
    const p = new Pipeline(log);
    p.stage({ name: 'b', after: ['not-installed'] });
    p.stage({ name: 'a', before: ['also-missing'] });
    p.stage({ name: 'c' });
    expect(p.stages()).toEqual(['b', 'a', 'c']);
  });

  it('refuses a cycle at boot, naming the stages on it', () => {
    const p = new Pipeline(log);
    p.stage({ name: 'contact' });
    p.stage({ name: 'turn', after: ['bots'] });
    p.stage({ name: 'bots', after: ['turn'] });
    expect(() => p.resolve()).toThrow('pipeline stage order has a cycle among: turn, bots');
  });

  it('refuses a stage declared twice and a step in a stage nobody declares', () => {
    const twice = new Pipeline(log);
    twice.stage({ name: 'turn' });
    twice.stage({ name: 'turn' });
    expect(() => twice.resolve()).toThrow('pipeline stage "turn" is declared twice');

    const stray = new Pipeline(log);
    stray.stage({ name: 'turn' });
    stray.step({ name: 'echo', stage: 'bot', handle: () => 'continue' });
    expect(() => stray.resolve()).toThrow('pipeline step "echo": no plugin declares the stage "bot"');
  });

  it('orders steps inside a stage by after/before, then registration order', () => {
    const p = new Pipeline(log);
    p.stage({ name: 'turn' });
    const step = (name: string, extra: { after?: string[]; before?: string[] } = {}) =>
      p.step({ name, stage: 'turn', ...extra, handle: () => 'continue' });
    step('rating', { after: ['missed-calls'] });
    step('store', { before: ['missed-calls', 'rating'] });
    step('missed-calls');
    step('audit');
    expect(p.names()).toEqual(['store', 'missed-calls', 'rating', 'audit']);
  });

  it('runs only the steps of the event kind, stops at handled, and says which step handled it', async () => {
    const p = new Pipeline(log);
    const ran: string[] = [];
    p.stage({ name: 'turn' });
    p.step({ name: 'acks', stage: 'turn', kinds: ['ack'], handle: () => void ran.push('acks') });
    p.step({
      name: 'store',
      stage: 'turn',
      kinds: ['message'],
      // narrowed by `kinds`: a message event, its body typed
      handle: (e) => {
        ran.push(`store:${e.payload.body}`);
        return e.payload.body === 'stop' ? 'handled' : 'continue';
      },
    });
    p.step({ name: 'last', stage: 'turn', handle: () => void ran.push('last') });
    expect(await p.run(message('oi'))).toEqual({});
    expect(await p.run(message('stop'))).toEqual({ handledBy: 'store' });
    expect(ran).toEqual(['store:oi', 'last', 'store:stop']);
  });

  it('takes a step out again with the function step() returned', async () => {
    const p = new Pipeline(log);
    p.stage({ name: 'turn' });
    const off = p.step({ name: 'temporary', stage: 'turn', handle: () => 'handled' });
    expect(await p.run(message('oi'))).toEqual({ handledBy: 'temporary' });
    off();
    expect(await p.run(message('oi'))).toEqual({});
  });

  it('gives a step that logs a logger naming the step and the inbox row, and a silent step none', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const recorded = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    let children = 0;
    const child = recorded.child.bind(recorded);
    recorded.child = ((...args: Parameters<typeof child>) => (children++, child(...args))) as typeof child;
    const p = new Pipeline(recorded);
    p.stage({ name: 'turn' });
    p.step({ name: 'quiet', stage: 'turn', handle: (_e, { state }) => void state });
    p.step({ name: 'talks', stage: 'turn', handle: (_e, { log }) => log.info('step said') });
    await p.run(message('oi'));
    expect(lines).toMatchObject([{ msg: 'step said', step: 'talks', inboxId: 1 }]);
    expect(children).toBe(1);
  });
});
