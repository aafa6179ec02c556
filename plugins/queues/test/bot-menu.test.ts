import { describe, expect, it } from 'vitest';
import { botKernelPerFile, connectionWith, contact, menu, queueWith, setSetting } from './bot-kernel.js';
import { connectSocket, recordEvents, replayInbound, until } from '@balcao/core/testing';

const k = botKernelPerFile();

const invalid = (...names: string[]) =>
  menu('Opção inválida, por favor, escolha uma opção válida.', ...names);

describe('queue menu', () => {
  it('offers the connection queues in order; "2" joins the second and its greeting answers', async () => {
    const suporte = await queueWith(k, { name: 'Suporte', orderQueue: 2, greetingMessage: 'Suporte aqui.' });
    const vendas = await queueWith(k, { name: 'Vendas', orderQueue: 1, greetingMessage: 'Vendas aqui.' });
    const conn = await connectionWith(k, [suporte, vendas], { greetingMessage: 'Bem-vindo à loja!' });
    const bia = contact(k, conn, '5511911110001');

    await bia.says('oi');
    expect(bia.received()).toEqual([menu('Bem-vindo à loja!', 'Vendas', 'Suporte')]);
    expect((await bia.ticket()).queueId).toBeNull();

    await bia.says('2');
    const ticket = await bia.ticket();
    expect(ticket.queueId).toBe(suporte);
    expect(ticket.status).toBe('pending');
    expect(Boolean(ticket.chatbot)).toBe(false);
    expect(bia.received()).toEqual([menu('Bem-vindo à loja!', 'Vendas', 'Suporte'), 'Suporte aqui.']);
    const tracking = await k.t.kernel.knex('ticketTraking').where({ ticketId: ticket.id }).first();
    expect(tracking.queueId).toBe(suporte);
    expect(tracking.queuedAt).toBeTruthy();

    // the queue chosen, the bot is done: the next message is the attendants'
    await bia.says('obrigada');
    expect(bia.received()).toHaveLength(2);
  });

  it('tells the ticket a menu turn changed with its contact, as GET /tickets/:id shows it', async () => {
    const a = await queueWith(k, { name: 'Balcão' });
    const b = await queueWith(k, { name: 'Entregas' });
    const conn = await connectionWith(k, [a, b], { greetingMessage: 'Oi!' });
    const socket = await connectSocket(k.t.url, k.admin.token!);
    const events = recordEvents(socket);
    try {
      const eva = contact(k, conn, '5511911110009');
      await eva.says('oi');
      const { id } = await eva.ticket();
      // the menu's change: the ticket with amountUsedBotQueues 1, told with the contact the turn already held
      const told = await until('the menu turn told', () =>
        events
          .filter((e) => e.event === `company-${k.seed.a.id}-ticket`)
          .map((e) => e.payload as { action: string; ticket?: Record<string, unknown> & { id: number } })
          .find((p) => p.action === 'update' && p.ticket?.id === id && p.ticket?.amountUsedBotQueues === 1),
      );
      const shown = (await k.admin.get(`/tickets/${id}`)).body;
      expect(told.ticket!.contact).toEqual(shown.contact);
      expect(shown.contact).toMatchObject({ number: '5511911110009' });
    } finally {
      socket.close();
    }
  });

  it('answers anything else with "Opção inválida" and the list, up to maxUseBotQueues menus', async () => {
    const a = await queueWith(k, { name: 'Compras' });
    const b = await queueWith(k, { name: 'Trocas' });
    const conn = await connectionWith(k, [a, b], { greetingMessage: 'Olá!', maxUseBotQueues: 2 });
    const caio = contact(k, conn, '5511911110002');

    await caio.says('bom dia');
    await caio.says('quero trocar');
    expect(caio.received()).toEqual([menu('Olá!', 'Compras', 'Trocas'), invalid('Compras', 'Trocas')]);
    await caio.says('3');
    expect(caio.received()).toHaveLength(2);
    const ticket = await caio.ticket();
    expect(ticket.queueId).toBeNull();
    expect(ticket.amountUsedBotQueues).toBe(2);
  });

  it('with timeUseBotQueues the menu is not sent again within that many minutes', async () => {
    const a = await queueWith(k, { name: 'Agenda' });
    const b = await queueWith(k, { name: 'Exames' });
    const conn = await connectionWith(k, [a, b], { greetingMessage: 'Clínica', timeUseBotQueues: 10 });
    const duda = contact(k, conn, '5511911110003');
    const start = new Date('2026-11-23T13:00:00Z');
    k.clock.now = start;
    await duda.says('oi');
    k.clock.now = new Date(start.getTime() + 5 * 60_000);
    await duda.says('alô?');
    expect(duda.received()).toHaveLength(1);
    k.clock.now = new Date(start.getTime() + 11 * 60_000);
    await duda.says('alô??');
    expect(duda.received()).toEqual([menu('Clínica', 'Agenda', 'Exames'), invalid('Agenda', 'Exames')]);
    k.clock.now = new Date();
  });

  it('a single queue is joined at once; its greeting only with sendGreetingMessageOneQueues', async () => {
    const only = await queueWith(k, { name: 'Atendimento geral', greetingMessage: 'Fila única.' });
    const conn = await connectionWith(k, [only], { greetingMessage: 'Seja bem-vindo!' });
    const quiet = contact(k, conn, '5511911110004');
    await quiet.says('oi');
    expect((await quiet.ticket()).queueId).toBe(only);
    expect(quiet.received()).toEqual([]);

    await setSetting(k, 'sendGreetingMessageOneQueues', 'enabled');
    const greeted = contact(k, conn, '5511911110005');
    await greeted.says('oi');
    expect((await greeted.ticket()).queueId).toBe(only);
    expect(greeted.received()).toEqual(['Seja bem-vindo!']);
    await setSetting(k, 'sendGreetingMessageOneQueues', 'disabled');
  });

  it('a connection without queues leaves the ticket to the attendants', async () => {
    const conn = await connectionWith(k, [], { greetingMessage: 'Oi' });
    const eva = contact(k, conn, '5511911110006');
    await eva.says('oi');
    expect(eva.received()).toEqual([]);
    expect((await eva.ticket()).status).toBe('pending');
  });

  it('never answers a ticket an attendant took', async () => {
    const a = await queueWith(k, { name: 'Loja A' });
    const b = await queueWith(k, { name: 'Loja B' });
    const conn = await connectionWith(k, [a, b], { greetingMessage: 'Olá' });
    const gil = contact(k, conn, '5511911110007');
    await gil.says('oi');
    const ticket = await gil.ticket();
    await k.t.kernel
      .knex('tickets')
      .where({ id: ticket.id })
      .update({ status: 'open', userId: k.seed.a.user.id });
    await gil.says('1');
    expect(gil.received()).toHaveLength(1);
    expect((await gil.ticket()).queueId).toBeNull();
  });
});

describe('option tree', () => {
  it('walks options with their numbers, "0" goes back a level, "#" back to the queue menu, a leaf ends it', async () => {
    const financeiro = await queueWith(
      k,
      { name: 'Financeiro', orderQueue: 1, greetingMessage: 'Financeiro:' },
      [
        {
          title: 'Boletos',
          message: 'Sobre boletos:',
          children: [{ title: 'Segunda via', message: 'Enviaremos a segunda via.' }, { title: 'Vencimento' }],
        },
        { title: 'Notas fiscais', message: 'Enviaremos a nota por e-mail.' },
      ],
    );
    const vendas = await queueWith(k, { name: 'Comercial', orderQueue: 2 });
    const conn = await connectionWith(k, [financeiro, vendas], { greetingMessage: 'Bem-vindo!' });
    const ana = contact(k, conn, '5511911110008');
    const top = 'Financeiro:\n\n1 - Boletos\n2 - Notas fiscais\n\n# - Voltar ao menu inicial';
    const boletos =
      'Sobre boletos:\n\n1 - Segunda via\n2 - Vencimento\n\n0 - Voltar ao menu anterior\n# - Voltar ao menu inicial';
    const mainMenu = menu('Bem-vindo!', 'Financeiro', 'Comercial');
    const last = () => ana.received().at(-1);

    await ana.says('oi');
    await ana.says('1');
    expect(ana.received()).toEqual([mainMenu, top]);
    let ticket = await ana.ticket();
    expect(ticket.queueId).toBe(financeiro);
    expect(Boolean(ticket.chatbot)).toBe(true);
    expect(ticket.queueOptionId).toBeNull();

    await ana.says('1');
    expect(last()).toBe(boletos);
    const boletosId = (await ana.ticket()).queueOptionId;
    const option = await k.t.kernel.knex('queueOptions').where({ id: boletosId }).first();
    expect(option.title).toBe('Boletos');

    await ana.says('0');
    expect(last()).toBe(top);
    expect((await ana.ticket()).queueOptionId).toBeNull();

    await ana.says('7');
    expect(last()).toBe(
      'Opção inválida, por favor, escolha uma opção válida.\n\n1 - Boletos\n2 - Notas fiscais\n\n# - Voltar ao menu inicial',
    );

    await ana.says('#');
    expect(last()).toBe(mainMenu);
    ticket = await ana.ticket();
    expect(ticket.queueId).toBeNull();
    expect(Boolean(ticket.chatbot)).toBe(false);

    await ana.says('1');
    await ana.says('1');
    await ana.says('1');
    expect(last()).toBe('Enviaremos a segunda via.');
    ticket = await ana.ticket();
    expect(Boolean(ticket.chatbot)).toBe(false);
    expect(ticket.queueId).toBe(financeiro);
    const count = ana.received().length;
    await ana.says('1');
    expect(ana.received()).toHaveLength(count);
  });
});

describe('replayed events', () => {
  it('an event processed again (at least once delivery) sends nothing twice', async () => {
    const a = await queueWith(k, { name: 'Replay A', greetingMessage: 'Fila A' });
    // with options a replayed "2" could be misread as the tree's option 2 once the ticket is in the queue
    const b = await queueWith(k, { name: 'Replay B', greetingMessage: 'Fila B' }, [
      { title: 'Pedidos', message: 'Pedidos.' },
      { title: 'Trocas', message: 'Trocas.' },
    ]);
    const conn = await connectionWith(k, [a, b], { greetingMessage: 'Menu' });
    const ivo = contact(k, conn, '5511911110009');
    const replay = async (waId: string) => {
      const res = await replayInbound(k.t, k.admin, waId);
      expect(res.status).toBe(200);
      await new Promise((r) => setTimeout(r, 300));
    };

    const hello = await ivo.says('oi');
    await replay(hello);
    expect(ivo.received()).toEqual([menu('Menu', 'Replay A', 'Replay B')]);

    const choice = await ivo.says('2');
    await replay(choice);
    const options = 'Fila B\n\n1 - Pedidos\n2 - Trocas\n\n# - Voltar ao menu inicial';
    expect(ivo.received()).toEqual([menu('Menu', 'Replay A', 'Replay B'), options]);
    const ticket = await ivo.ticket();
    expect(ticket.queueId).toBe(b);
    expect(ticket.queueOptionId).toBeNull();
    expect(ticket.amountUsedBotQueues).toBe(0);
    const [stored] = await k.t.kernel
      .knex('messages')
      .where({ ticketId: ticket.id, fromMe: true })
      .count({ n: '*' });
    expect(Number(stored?.n)).toBe(2);
  });

  it('a message seen for the first time costs no look-up of what the bot did with it', async () => {
    const a = await queueWith(k, { name: 'Fresh A' });
    const b = await queueWith(k, { name: 'Fresh B' });
    const conn = await connectionWith(k, [a, b], { greetingMessage: 'Menu' });
    const eva = contact(k, conn, '5511911110010');
    const lookups: string[] = [];
    const watch = (q: { sql: string }) => {
      if (/^select .*bot_replies/i.test(q.sql) && /inbox_event_id/i.test(q.sql)) lookups.push(q.sql);
    };
    k.t.kernel.knex.on('query', watch);
    try {
      await eva.says('oi');
      await eva.says('nada');
    } finally {
      k.t.kernel.knex.off('query', watch);
    }
    expect(eva.received()).toEqual([menu('Menu', 'Fresh A', 'Fresh B'), invalid('Fresh A', 'Fresh B')]);
    expect(lookups).toEqual([]);
  });
});
