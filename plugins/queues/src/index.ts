import { definePlugin } from '@balcao/core';
import type { TicketServices } from '@balcao/plugin-tickets';
import { addQueueLinks } from './migrations/001_queue_links.js';
import { createQueueOptions } from './migrations/002_queue_options.js';
import { createBotRecords } from './migrations/003_bot_records.js';
import { indexBotRepliesAge } from './migrations/004_bot_replies_age.js';
import { pruneBotReplies } from './bot/prune-bot-replies.js';
import { queueOptionRoutes, queueRoutes } from './routes.js';
import { queueServices, type QueueServices } from './services/queue-services.js';
import { registerBot } from './bot/register-bot.js';
import type { BotOptions } from './bot/bot-deps.js';

export type { QueueServices } from './services/queue-services.js';
export type { QueueFields, QueueChanges } from './queue-schemas.js';
export type { OptionFields, OptionChanges } from './queue-option-schemas.js';
export type { OptionFilter } from './services/find-options.js';
export type { QueueEvent } from './queue-events.js';
export type { BotOptions } from './bot/bot-deps.js';
export { QueueRecord } from './queue-model.js';
export { queueBotFields, type QueueBotFields } from './bot/queue-bot-fields.js';
export { QueueOption, type QueueOptionNode } from './queue-option-model.js';
export {
  isOpenAt,
  closedSince,
  addOpenMinutes,
  localTime,
  minutesOf,
  defaultSchedules,
  weekdays,
  DEFAULT_TIME_ZONE,
  type Schedule,
  type Weekday,
} from './opening-hours.js';
// registers the plugin's error codes (and merges their types) before any route can throw one
import './errors.js';
import { queuesPermissions } from './permissions.js';

/**
 * Queues (sectors): their routes, chatbot options and opening hours, and the chatbot's pipeline steps
 * (out-of-hours, queue menu, option tree) answering on tickets. `options.now` is the bot's clock (tests).
 */
export function queuesPlugin(options: BotOptions = {}) {
  return definePlugin<QueueServices>({
    name: 'queues',
    declares: { permissions: queuesPermissions },
    requires: ['tickets'],
    migrations: [addQueueLinks, createQueueOptions, createBotRecords, indexBotRepliesAge],
    async setup(kernel) {
      const services = queueServices({
        knex: kernel.knex,
        db: kernel.db,
        realtime: kernel.realtime,
        log: kernel.log,
        cache: kernel.cache,
        tickets: kernel.services<TicketServices>('tickets'),
      });
      queueRoutes(kernel.router, services);
      queueOptionRoutes(kernel.router, services);
      registerBot(kernel, services, options);
      kernel.jobs.define('prune-bot-replies', async ({ log }) => {
        const pruned = await pruneBotReplies(kernel.knex, (options.now ?? (() => new Date()))());
        if (pruned) log.info({ pruned }, 'old bot replies pruned');
      });
      await kernel.jobs.every('1 day', 'prune-bot-replies', {});
      return services;
    },
    // spec §6 in practice: the menu item is the super user's (as users'); the route stays open to admins
    ui: {
      module: 'queues',
      routes: ['/queues'],
      permission: 'queues:manage',
      menu: [
        {
          label: 'queues:menu',
          titles: { pt: 'Filas & Chatbot', en: 'Queues & Chatbot', es: 'Colas & Chatbot' },
          path: '/queues',
          icon: 'flow-branch',
          section: 'admin',
          order: 160,
          permission: 'queues:manage',
        },
      ],
    },
  });
}

export default queuesPlugin();
