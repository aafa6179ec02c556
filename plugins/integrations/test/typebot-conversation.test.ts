import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTypebot, type FakeTypebot } from './fake-typebot.js';
import { connectionWith, contact, createIntegration, queueWithOptions } from './integrations-kernel.js';
import { expectHandedOver, integrationsKernelPerFile } from './integrations-per-file.js';

const k = integrationsKernelPerFile();
let bot: FakeTypebot;
beforeAll(async () => {
  bot = await startFakeTypebot();
});
afterAll(async () => {
  await bot?.stop();
});

let names = 0;
const typebot = (fields: Record<string, unknown> = {}) =>
  createIntegration(k, {
    type: 'typebot',
    name: `Robô ${++names}`,
    urlN8N: bot.url,
    typebotSlug: 'atendimento',
    typebotKeywordFinish: 'sair',
    typebotKeywordRestart: 'reiniciar',
    typebotRestartMessage: 'Vamos começar de novo.',
    typebotUnknownMessage: 'Não entendi, escolha uma opção.',
    ...fields,
  });

const greeting = (name: string) => [
  `Olá, *${name}*!`,
  '[image]',
  'Com quem quer falar?',
  '▶️ Vendas\n▶️ Suporte',
];

describe('a typebot on a queue', () => {
  it('greets as the ticket joins its queue, talks, and hands the contact to the queue it names', async () => {
    const attendants = await queueWithOptions(k, { greetingMessage: 'Suporte humano.' });
    const integration = await typebot();
    const botQueue = await queueWithOptions(k, { integrationId: integration.id });
    bot.state.handoverQueueId = attendants;
    const conn = await connectionWith(k, [attendants, botQueue], { greetingMessage: 'Bem-vindo!' });
    const ana = contact(k, conn, '5511955550001', 'Ana');

    await ana.says('oi');
    // queues by name: 'Fila 1' (the attendants'), 'Fila 2' (the bot's)
    expect(ana.received()).toEqual(['Bem-vindo!\n\n1 - Fila 1\n2 - Fila 2']);
    await ana.says('2');
    // the typebot greets at once, the contact's number and name prefilled
    expect(ana.received().slice(1)).toEqual(greeting('Ana'));
    expect(bot.calls.at(-1)).toMatchObject({
      path: '/api/v1/typebots/atendimento/startChat',
      body: { prefilledVariables: { number: '5511955550001', pushName: 'Ana' } },
    });
    let ticket = await ana.ticket();
    expect(ticket).toMatchObject({ queueId: botQueue, integrationId: integration.id, status: 'pending' });
    expect(Boolean(ticket.useIntegration)).toBe(true);
    // typebotDelayMessage (default 1000) between the bot's messages
    expect(k.waits.slice(-3)).toEqual([1000, 1000, 1000]);

    await ana.says('talvez');
    expect(ana.received().slice(-2)).toEqual(['Não entendi, escolha uma opção.', '▶️ Vendas\n▶️ Suporte']);
    await ana.says('Suporte');
    expect(ana.received().at(-1)).toBe('Vou chamar alguém do suporte.');
    ticket = await ana.ticket();
    expectHandedOver(ticket, attendants);

    // handed over: the bot is silent, the ticket waits for an attendant of that queue
    const count = ana.received().length;
    const calls = bot.calls.length;
    await ana.says('alô?');
    expect(ana.received()).toHaveLength(count);
    expect(bot.calls).toHaveLength(calls);
  });

  it('hands over to a user of the company: the ticket opens with that attendant', async () => {
    const attendants = await queueWithOptions(k);
    const integration = await typebot();
    const queue = await queueWithOptions(k, { integrationId: integration.id });
    const conn = await connectionWith(k, [queue]);
    const leo = contact(k, conn, '5511955550006', 'Leo');
    bot.state.handoverQueueId = attendants;
    bot.state.handoverUserId = k.seed.a.user.id;
    try {
      await leo.says('oi');
      await leo.says('suporte');
    } finally {
      bot.state.handoverUserId = 0;
    }
    expect(await leo.ticket()).toMatchObject({
      queueId: attendants,
      userId: k.seed.a.user.id,
      status: 'open',
      integrationId: null,
    });
  });

  it('ends at the finish keyword, and the restart keyword starts a new session with the restart message', async () => {
    const integration = await typebot();
    const queue = await queueWithOptions(k, { integrationId: integration.id });
    const conn = await connectionWith(k, [queue]);
    const bia = contact(k, conn, '5511955550002', 'Bia');

    await bia.says('bom dia');
    expect(bia.received()).toEqual(greeting('Bia'));
    const started = bot.started();
    await bia.says('REINICIAR');
    expect(bia.received().at(-1)).toBe('Vamos começar de novo.');
    await bia.says('oi de novo');
    expect(bot.started()).toBe(started + 1);
    expect(bia.received().slice(-4)).toEqual(greeting('Bia'));

    await bia.says('sair');
    const ticket = await bia.ticket();
    expect(Boolean(ticket.useIntegration)).toBe(false);
    expect(ticket).toMatchObject({ queueId: queue, integrationId: null, status: 'pending' });
    const count = bia.received().length;
    const calls = bot.calls.length;
    await bia.says('Vendas');
    expect(bia.received()).toHaveLength(count);
    expect(bot.calls).toHaveLength(calls);
  });

  it('starts over once the contact was silent longer than typebotExpires minutes', async () => {
    const integration = await typebot({ typebotExpires: 2, typebotDelayMessage: 300 });
    const queue = await queueWithOptions(k, { integrationId: integration.id });
    const conn = await connectionWith(k, [queue]);
    const caio = contact(k, conn, '5511955550003', 'Caio');
    const start = new Date();
    k.clock.now = start;
    await caio.says('oi');
    expect(k.waits.slice(-3)).toEqual([300, 300, 300]);
    k.clock.now = new Date(start.getTime() + 60_000);
    await caio.says('Vendas');
    expect(caio.received().at(-1)).toBe('Vendas: visite nossa loja.');
    const started = bot.started();
    // 2 minutes after the last turn, not after the first
    k.clock.now = new Date(start.getTime() + 60_000 + 121_000);
    await caio.says('Vendas');
    expect(bot.started()).toBe(started + 1);
    expect(caio.received().slice(-4)).toEqual(greeting('Caio'));
    k.clock.now = new Date();
  });

  it('falls back to the queue flow when the typebot is down, and takes over again once it is back', async () => {
    const integration = await typebot();
    const queue = await queueWithOptions(
      k,
      { integrationId: integration.id, greetingMessage: 'Menu da fila:' },
      ['Boletos', 'Entregas'],
    );
    const conn = await connectionWith(k, [queue]);
    const duda = contact(k, conn, '5511955550004', 'Duda');
    bot.state.down = true;
    try {
      await duda.says('oi');
      // the queue joined and its option menu answered; the bot failed quietly (logged)
      expect(duda.received()).toEqual([
        'Menu da fila:\n\n1 - Boletos\n2 - Entregas\n\n# - Voltar ao menu inicial',
      ]);
      await duda.says('2');
      expect(duda.received().at(-1)).toBe('Você escolheu Entregas.');
      expect(Boolean((await duda.ticket()).useIntegration)).toBe(false);
    } finally {
      bot.state.down = false;
    }
    await duda.says('oi');
    expect(duda.received().slice(-4)).toEqual(greeting('Duda'));
  });

  it('stays silent for a company whose plan lacks useIntegrations', async () => {
    const integration = await typebot();
    const queue = await queueWithOptions(k, {
      integrationId: integration.id,
      greetingMessage: 'Fila sem robô.',
    });
    const conn = await connectionWith(k, [queue]);
    const knex = k.t.kernel.knex;
    await knex('plans')
      .where({ id: k.seed.planId })
      .update({ features: JSON.stringify({ useIntegrations: false }) });
    try {
      const calls = bot.calls.length;
      const eva = contact(k, conn, '5511955550005', 'Eva');
      await eva.says('oi');
      await eva.says('tem alguém?');
      expect(bot.calls).toHaveLength(calls);
      expect(Boolean((await eva.ticket()).useIntegration)).toBe(false);
    } finally {
      await knex('plans')
        .where({ id: k.seed.planId })
        .update({ features: JSON.stringify({}) });
    }
  });
});
