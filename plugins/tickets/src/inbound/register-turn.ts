import type { PluginContext } from '@balcao/core';
import { BotRegistry } from '../bots/bot-registry.js';
import type { TicketDeps } from '../services/ticket-deps.js';
import { applyMessageUpdate } from './message-updates.js';
import { answerMissedCall } from './missed-calls.js';
import { answerRating } from './rating-step.js';
import { storeInboundMessage } from './store-inbound-message.js';
import '../bots/bot-turn-hook.js';

/**
 * Tickets' two stages of the inbound pipeline. `turn` (after contacts' `contact`): the message stored in its
 * ticket, a missed call answered, a rating reply taken; it leaves `state.turn` typed for everything later.
 * `bots`: one step asking the bot registry, where the queue menu, prompts, integrations and others register.
 */
export function registerTurn(ctx: Pick<PluginContext, 'pipeline' | 'hooks'>, deps: TicketDeps): BotRegistry {
  const bots = new BotRegistry(async (record, { log }) => {
    log[record.bot ? 'info' : 'debug'](record, record.bot ? 'bot answered' : 'no bot answered');
    await ctx.hooks.notify('ticket.bot-turn', record);
  });
  const { pipeline } = ctx;
  pipeline.stage({ name: 'turn', after: ['contact'] });
  pipeline.stage({ name: 'bots', after: ['turn'] });
  pipeline.step({
    name: 'tickets.store-message',
    stage: 'turn',
    kinds: ['message'],
    handle: (event, step) => storeInboundMessage(deps, event, step),
  });
  pipeline.step({
    name: 'tickets.missed-calls',
    stage: 'turn',
    kinds: ['message'],
    handle: (event, step) => answerMissedCall(deps, event, step),
  });
  pipeline.step({
    name: 'tickets.message-updates',
    stage: 'turn',
    kinds: ['ack', 'edit', 'revoke'],
    handle: (event) => applyMessageUpdate(deps, event),
  });
  pipeline.step({
    name: 'tickets.rating',
    stage: 'turn',
    after: ['tickets.missed-calls'],
    kinds: ['message'],
    handle: (event, step) => answerRating(deps, event, step),
  });
  pipeline.step({
    name: 'tickets.bots',
    stage: 'bots',
    kinds: ['message'],
    handle: (event, step) => (step.state.turn ? bots.answer(event, step.state.turn, step) : 'continue'),
  });
  return bots;
}
