import { describe, expect, it } from 'vitest';
import { kernelPerFile } from '@balcao/core/testing/per-file';
import { definePlugin, type HookEvents } from '@balcao/core';
import type { TicketServices } from '../src/index.js';
import { startTicketsKernel, type TicketsKernel } from './tickets-kernel.js';
import { conversation } from './conversation.js';
import { sentTo } from './ticket-fixtures.js';
import { until } from '@balcao/core/testing';

/**
 * Tickets' bot registry: bots of any plugin are asked in priority order, only for a contact's waiting 1:1 ticket
 * with nobody on it (the rule lives in the registry, not in each bot), and each turn says which bot answered and
 * why none did.
 */
const asked: string[] = [];
const turns: Array<HookEvents['ticket.bot-turn']> = [];
const probe = definePlugin({
  name: 'bot-probe',
  requires: ['tickets'],
  setup(ctx) {
    const tickets = ctx.services<TicketServices>('tickets');
    const bot = (name: string, priority: number, answers: (body: string) => boolean) =>
      tickets.bots.register({
        name,
        priority,
        async answer(event, turn) {
          asked.push(`${name}:${event.payload.body}`);
          if (!answers(event.payload.body)) return 'continue';
          await tickets.send(event.companyId, turn.ticket.id, {
            body: `${name} responde`,
            idempotencyKey: `${name}:${event.id}`,
          });
          return 'handled';
        },
      });
    // registered lowest first: the priority decides the order, not registration
    bot('probe.fallback', 1, () => true);
    bot('probe.keyword', 50, (body) => body === 'preço');
    tickets.bots.register({
      name: 'probe.queued-only',
      priority: 30,
      accepts: (ticket) => ticket.queueId !== null,
      answer: async (event) => {
        asked.push(`probe.queued-only:${event.payload.body}`);
        return 'handled';
      },
    });
    ctx.hooks.on('ticket.bot-turn', (e) => void turns.push(e));
  },
});

const k = kernelPerFile<TicketsKernel>(() => startTicketsKernel([probe]), 60_000);

const turnOf = async (ticketId: number, n: number) => {
  await until(
    `${n} turns of ticket ${ticketId}`,
    () => turns.filter((t) => t.ticketId === ticketId).length >= n,
  );
  return turns.filter((t) => t.ticketId === ticketId);
};

describe('the bot registry', () => {
  it('asks the bots by priority and stops at the first that answers', async () => {
    expect(k.services<TicketServices>('tickets').bots.names()).toEqual([
      'probe.keyword',
      'probe.queued-only',
      'probe.fallback',
    ]);
    const { ticket } = await conversation(k, '5511971000001', ['preço']);
    await until('the keyword answer', () => sentTo(k, '5511971000001').includes('probe.keyword responde'));
    const [turn] = await turnOf(ticket.id, 1);
    expect(turn).toMatchObject({ companyId: k.seed.a.id, bot: 'probe.keyword', why: 'answered' });
    // the ticket has no queue, so the queued-only bot is never asked; the fallback not after an answer
    expect(asked.filter((a) => a.endsWith(':preço'))).toEqual(['probe.keyword:preço']);
  });

  it('goes down to a lower bot when the higher ones pass', async () => {
    const { ticket } = await conversation(k, '5511971000002', ['bom dia']);
    await until('the fallback answer', () => sentTo(k, '5511971000002').includes('probe.fallback responde'));
    expect(asked.filter((a) => a.endsWith(':bom dia'))).toEqual([
      'probe.keyword:bom dia',
      'probe.fallback:bom dia',
    ]);
    expect((await turnOf(ticket.id, 1))[0]).toMatchObject({ bot: 'probe.fallback', why: 'answered' });
  });

  it('asks no bot on a ticket an attendant took, and records why', async () => {
    const number = '5511971000003';
    const { ticket } = await conversation(k, number, ['primeira'], {
      status: 'open',
      userId: k.seed.a.admin.id,
    });
    k.sim.contactSends(String(k.connectionId), {
      from: { number, name: `Cliente ${number}` },
      type: 'text',
      body: 'segunda',
    });
    const records = await turnOf(ticket.id, 2);
    expect(records[1]).toMatchObject({ bot: null, why: 'taken by a user' });
    expect(asked.filter((a) => a.endsWith(':segunda'))).toEqual([]);
  });
});
