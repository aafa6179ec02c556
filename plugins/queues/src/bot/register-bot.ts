import type { InboxEvent, PluginContext, StepAnswer, StepContext } from '@balcao/core';
import type { TicketServices } from '@balcao/plugin-tickets';
import type { QueueServices } from '../services/queue-services.js';
import type { BotDeps, BotOptions, MessageEvent } from './bot-deps.js';
import { outOfHoursStep } from './out-of-hours.js';
import { queueMenuStep } from './queue-menu.js';
import { optionTreeStep } from './option-tree.js';

type BotStepFn = (deps: BotDeps, event: MessageEvent, step: StepContext) => Promise<StepAnswer>;

/**
 * The chatbot's pipeline steps, each at its position: out-of-hours, then (another plugin's) integration, then the
 * queue menu and the option tree. They answer only a contact's own 1:1 messages on a waiting ticket with no
 * person on it; the ticket step already stops messages typed on the phone and group messages.
 */
export function registerBot(ctx: PluginContext, queues: QueueServices, options: BotOptions = {}): void {
  const deps: BotDeps = {
    db: ctx.db,
    settings: ctx.settings,
    hooks: ctx.hooks,
    tickets: ctx.services<TicketServices>('tickets'),
    queues,
    now: options.now ?? (() => new Date()),
  };
  const add = (at: 'out-of-hours' | 'queue-menu' | 'option-tree', fn: BotStepFn) =>
    ctx.pipeline.step({
      name: `queues.${at}`,
      at,
      kinds: ['message'],
      handle: (event: InboxEvent, step) => (event.kind === 'message' ? fn(deps, event, step) : 'continue'),
    });
  add('out-of-hours', outOfHoursStep);
  add('queue-menu', queueMenuStep);
  add('option-tree', optionTreeStep);
}
