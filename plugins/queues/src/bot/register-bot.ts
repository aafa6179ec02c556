import type { PluginContext, StepAnswer, StepContext } from '@balcao/core';
import type { ConversationTurn, TicketServices } from '@balcao/plugin-tickets';
import type { QueueServices } from '../services/queue-services.js';
import type { BotDeps, BotOptions, MessageEvent } from './bot-deps.js';
import { menuKey } from './menu-cache.js';
import { outOfHoursStep } from './out-of-hours.js';
import { queueMenuStep } from './queue-menu.js';
import { optionTreeStep } from './option-tree.js';

type BotFn = (
  deps: BotDeps,
  event: MessageEvent,
  turn: ConversationTurn,
  step: StepContext,
) => Promise<StepAnswer>;

/**
 * The chatbot's three bots in tickets' registry: out-of-hours first of all bots (a closed company answers nothing
 * else), the queue menu and the option tree last, after the prompts and integrations of other plugins.
 */
export function registerBot(ctx: PluginContext, queues: QueueServices, options: BotOptions = {}): void {
  const tickets = ctx.services<TicketServices>('tickets');
  const deps: BotDeps = {
    db: ctx.db,
    settings: ctx.settings,
    cache: ctx.cache,
    hooks: ctx.hooks,
    tickets,
    queues,
    now: options.now ?? (() => new Date()),
  };
  ctx.hooks.on('connection.changed', (e) => ctx.cache.invalidate(menuKey(e.companyId)));
  const add = (name: string, priority: number, fn: BotFn) =>
    tickets.bots.register({ name, priority, answer: (event, turn, step) => fn(deps, event, turn, step) });
  add('queues.out-of-hours', 100, outOfHoursStep);
  add('queues.queue-menu', 20, queueMenuStep);
  add('queues.option-tree', 10, optionTreeStep);
}
