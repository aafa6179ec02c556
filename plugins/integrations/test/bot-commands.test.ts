import { beforeAll, describe, expect, it } from 'vitest';
import tags from '@balcao/plugin-tags';
import type { CommandRecord, TicketServices } from '@balcao/plugin-tickets';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import type { ReceiverAnswer } from './support/fake-receiver.js';
import { webhookBots } from './support/webhook-bots.js';
import { queueWithOptions, startIntegrationsKernel, type IntegrationsKernel } from './integrations-kernel.js';
import { replayInbound, until } from '@balcao/core/testing';

// Typed commands in a webhook's answer (`commands: [...]`, docs/plugins.md "Bot commands"), through the real step:
// each kind applied to the ticket as the system, another company's rows refused with the reason recorded, an
// invalid command refused while the rest runs, Whaticket's hand-over field still read, and a replayed event
// applying nothing twice. The receiver answers at once (2xx), so the step applies the answer inline.
const k = kernelPerFile<IntegrationsKernel>(() => startIntegrationsKernel({}, [tags]), 60_000);

const now = () => new Date();
const tagOf = async (companyId: number, name: string) => {
  const [id] = await k.t.kernel.knex('tags').insert({ companyId, name, createdAt: now(), updatedAt: now() });
  return Number(id);
};
const foreignQueue = async () => {
  const [id] = await k.t.kernel.knex('queues').insert({
    companyId: k.seed.b.id,
    name: 'Fila da B',
    color: '#654321',
    createdAt: now(),
    updatedAt: now(),
  });
  return Number(id);
};

let vip = 0;
let financeiro = 0;
let tagOfB = 0;
beforeAll(async () => {
  vip = await tagOf(k.seed.a.id, 'VIP');
  financeiro = await tagOf(k.seed.a.id, 'Financeiro');
  tagOfB = await tagOf(k.seed.b.id, 'Só da B');
});

const webhookBot = webhookBots(k, { name: 'Comandos', numbers: '55119666600' });
/**
 * A webhook integration on a queue (the connection's only one) that answers every message with `answer`, or
 * follows `script` (a failure first: the delivery job's late reply).
 */
const botAnswering = (answer: unknown, script: ReceiverAnswer[] = [{ status: 200, body: answer }]) =>
  webhookBot(script);

const tickets = () => k.t.kernel.plugins.services.get('tickets') as TicketServices;
const runsOf = async (ticketId: number) =>
  (await tickets().commands.runs(k.seed.a.id, ticketId)).map((r: CommandRecord) => ({
    outcome: r.outcome,
    reason: r.reason,
    type: (r.command as { type?: unknown } | null)?.type,
  }));
const tagsOf = async (ticketId: number) =>
  (await k.t.kernel.knex('ticketTags').where({ ticketId }).orderBy('tagId')).map((r) => Number(r.tagId));
const notesOf = async (ticketId: number) =>
  await k.t.kernel.knex('ticketNotes').where({ ticketId }).orderBy('id').select('note', 'userId');

describe('commands in a webhook answer', () => {
  it('tags, untags, notes and waits, in order, as the system; the bot keeps the ticket', async () => {
    const { who } = await botAnswering({
      replies: [{ body: 'Anotado!' }],
      commands: [
        { type: 'tag', name: 'vip' },
        { type: 'tag', tagId: financeiro },
        { type: 'wait', seconds: 2 },
        { type: 'untag', tagId: financeiro },
        { type: 'note', body: 'Pediu a segunda via do boleto' },
      ],
    });
    const waits = k.waits.length;
    await who.says('segunda via');
    const ticket = await who.ticket();
    expect(who.received()).toEqual(['Anotado!']);
    expect(await tagsOf(ticket.id)).toEqual([vip]);
    expect(await notesOf(ticket.id)).toEqual([{ note: 'Pediu a segunda via do boleto', userId: null }]);
    expect(k.waits.slice(waits)).toContain(2000);
    expect(Boolean(ticket.useIntegration)).toBe(true);
    expect(await runsOf(ticket.id)).toEqual([
      { outcome: 'applied', reason: null, type: 'tag' },
      { outcome: 'applied', reason: null, type: 'tag' },
      { outcome: 'applied', reason: null, type: 'untag' },
      { outcome: 'applied', reason: null, type: 'note' },
    ]);
  });

  it('transfer moves the ticket to the queue, the bot lets go and what follows is not done', async () => {
    const humans = await queueWithOptions(k);
    const { who, receiver } = await botAnswering({
      replies: [{ body: 'Vou te passar ao financeiro' }],
      commands: [
        { type: 'transfer', queueId: humans },
        { type: 'note', body: 'depois da transferência' },
      ],
    });
    await who.says('quero pagar');
    const ticket = await who.ticket();
    expect(ticket).toMatchObject({ queueId: humans, status: 'pending', userId: null, integrationId: null });
    expect(Boolean(ticket.useIntegration)).toBe(false);
    expect(who.received()[0]).toBe('Vou te passar ao financeiro');
    expect(await notesOf(ticket.id)).toEqual([]);
    await who.says('alô?');
    expect(receiver.seen).toHaveLength(1);
  });

  it('assign gives the ticket to the attendant, open', async () => {
    const { who } = await botAnswering({ commands: [{ type: 'assign', userId: k.seed.a.user.id }] });
    await who.says('oi');
    const ticket = await who.ticket();
    expect(ticket).toMatchObject({ userId: k.seed.a.user.id, status: 'open', integrationId: null });
  });

  it('close resolves the ticket', async () => {
    const { who } = await botAnswering({
      replies: [{ body: 'Obrigado, até logo!' }],
      commands: [{ type: 'close' }],
    });
    await who.says('era só isso');
    expect(who.received()[0]).toBe('Obrigado, até logo!');
    await until('closed', async () => (await who.ticket()).status === 'closed');
  });

  it("refuses another company's queue and tags, recording why; the bot still lets go", async () => {
    const queueOfB = await foreignQueue();
    const { who, queue } = await botAnswering({
      commands: [
        { type: 'tag', tagId: tagOfB },
        { type: 'tag', name: 'Só da B' },
        { type: 'note', body: 'tentou transferir' },
        { type: 'transfer', queueId: queueOfB },
      ],
    });
    await who.says('quero falar com alguém');
    const ticket = await who.ticket();
    expect(ticket.queueId).toBe(queue);
    expect(Boolean(ticket.useIntegration)).toBe(false);
    expect(await tagsOf(ticket.id)).toEqual([]);
    expect(await runsOf(ticket.id)).toEqual([
      { outcome: 'refused', reason: 'ERR_NO_TAG_FOUND', type: 'tag' },
      { outcome: 'refused', reason: 'ERR_NO_TAG_FOUND', type: 'tag' },
      { outcome: 'applied', reason: null, type: 'note' },
      { outcome: 'refused', reason: 'ERR_NO_QUEUE_FOUND', type: 'transfer' },
    ]);
    // company B's queue got nothing
    expect(await k.t.kernel.knex('tickets').where({ queueId: queueOfB }).count({ n: '*' })).toEqual([
      { n: 0 },
    ]);
  });

  it("refuses an assign to another company's user", async () => {
    const { who } = await botAnswering({ commands: [{ type: 'assign', userId: k.seed.b.user.id }] });
    await who.says('oi');
    const ticket = await who.ticket();
    expect(ticket).toMatchObject({ userId: null, status: 'pending' });
    expect(await runsOf(ticket.id)).toEqual([
      { outcome: 'refused', reason: 'ERR_NO_USER_FOUND', type: 'assign' },
    ]);
  });

  it('ignores an unknown or invalid command, recording why, and runs the rest', async () => {
    const { who } = await botAnswering({
      replies: [{ body: 'Certo' }],
      commands: [{ type: 'explode' }, { type: 'transfer' }, 'close', { type: 'note', body: 'segue o resto' }],
    });
    await who.says('oi');
    const ticket = await who.ticket();
    expect(who.received()).toEqual(['Certo']);
    expect(ticket.status).toBe('pending');
    expect(await notesOf(ticket.id)).toEqual([{ note: 'segue o resto', userId: null }]);
    const runs = await runsOf(ticket.id);
    expect(runs.map((r) => r.outcome)).toEqual(['refused', 'refused', 'refused', 'applied']);
    expect(runs[0]).toMatchObject({ type: 'explode', reason: expect.stringMatching(/^type: /) });
    expect(runs[1]).toMatchObject({ type: 'transfer', reason: expect.stringMatching(/^queueId: /) });
  });

  it("still reads Whaticket's hand-over field", async () => {
    const humans = await queueWithOptions(k);
    const { who } = await botAnswering({
      replies: [{ body: 'Transferindo' }],
      handover: { queueId: humans },
    });
    await who.says('atendente');
    const ticket = await who.ticket();
    expect(ticket).toMatchObject({ queueId: humans, integrationId: null });
    expect(Boolean(ticket.useIntegration)).toBe(false);
  });

  it("a late answer (on the delivery job's retry) applies its commands the same way", async () => {
    const humans = await queueWithOptions(k);
    const late = {
      commands: [
        { type: 'tag', tagId: vip },
        { type: 'transfer', queueId: humans },
      ],
    };
    const { who } = await botAnswering(undefined, [{ status: 503 }, { status: 200, body: late }]);
    await who.says('segunda via');
    await until('the transfer', async () => (await who.ticket()).queueId === humans);
    const ticket = await who.ticket();
    expect(Boolean(ticket.useIntegration)).toBe(false);
    expect(await tagsOf(ticket.id)).toEqual([vip]);
    expect((await runsOf(ticket.id)).map((r) => r.outcome)).toEqual(['applied', 'applied']);
  });

  it('a replayed event applies nothing twice', async () => {
    const { who, receiver } = await botAnswering({
      replies: [{ body: 'Oi!' }],
      commands: [
        { type: 'tag', tagId: vip },
        { type: 'note', body: 'uma vez só' },
      ],
    });
    const waId = await who.says('oi');
    const ticket = await who.ticket();
    const res = await replayInbound(k.t, k.admin, waId);
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.seen).toHaveLength(1);
    expect(who.received()).toEqual(['Oi!']);
    expect(await tagsOf(ticket.id)).toEqual([vip]);
    expect(await notesOf(ticket.id)).toHaveLength(1);
    expect(await runsOf(ticket.id)).toHaveLength(2);
  });
});
