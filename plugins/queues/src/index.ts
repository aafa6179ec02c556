import { definePlugin } from '@balcao/core';
import { addQueueLinks } from './migrations/001_queue_links.js';
import { createQueueOptions } from './migrations/002_queue_options.js';
import { queueOptionRoutes, queueRoutes } from './routes.js';
import { queueServices, type QueueServices } from './services/queue-services.js';

export type { QueueServices } from './services/queue-services.js';
export type { QueueFields, QueueChanges } from './queue-schemas.js';
export type { OptionFields, OptionChanges } from './queue-option-schemas.js';
export type { OptionFilter } from './services/find-options.js';
export type { QueueEvent } from './queue-events.js';
export { QueueRecord } from './queue-model.js';
export { QueueOption, type QueueOptionNode } from './queue-option-model.js';
export {
  isOpenAt,
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

/** Queues (sectors): their routes, chatbot options and opening hours; the queue row itself is the kernel's. */
export default definePlugin<QueueServices>({
  name: 'queues',
  migrations: [addQueueLinks, createQueueOptions],
  setup(kernel) {
    const services = queueServices({
      knex: kernel.knex,
      db: kernel.db,
      realtime: kernel.realtime,
      log: kernel.log,
    });
    queueRoutes(kernel.router, services);
    queueOptionRoutes(kernel.router, services);
    return services;
  },
});
