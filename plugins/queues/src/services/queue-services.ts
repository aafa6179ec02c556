import { bindDeps } from '@balcao/core';
import type { QueueDeps } from '../queue-events.js';
import { createQueue } from './create-queue.js';
import { deleteQueue } from './delete-queue.js';
import { findQueue, listQueues } from './find-queues.js';
import { updateQueue } from './update-queue.js';
import { findOption, listOptions, type OptionFilter } from './find-options.js';
import { createOption } from './create-option.js';
import { updateOption } from './update-option.js';
import { deleteOption } from './delete-option.js';
import { companySchedules, isOpen, queueSchedules } from './read-schedules.js';

/**
 * The services bound to the kernel: what the routes call, and what the plugin's setup returns, so another plugin
 * (`requires: ['queues']`) gets them with `ctx.services<QueueServices>('queues')`. Every one takes the company
 * first: pass the company of the user, the API token or the inbound event, never one from a body.
 */
export function queueServices(deps: QueueDeps) {
  const { knex } = deps;
  return {
    ...bindDeps(knex, {
      /** the company's queues ordered by orderQueue (unset last), then name */
      listQueues,
      /** 404 ERR_NO_QUEUE_FOUND when the queue is not the company's */
      findQueue,
      /** 404 ERR_NO_QUEUE_OPTION_FOUND when the option is not the company's */
      findOption,
      createOption,
      updateOption,
      deleteOption,
      companySchedules,
      queueSchedules,
    }),
    ...bindDeps(deps, { createQueue, updateQueue, deleteQueue }),

    /** a queue's options under `parentId` (null: the top level), each with its subtree in `children` */
    listOptions: (companyId: number, queueId: number, parentId: number | null) =>
      listOptions(knex, companyId, { queueId, parentId }),
    /** the route's filter: any of queueId, parentId (null top level, undefined any level) and id */
    filterOptions: (companyId: number, filter: OptionFilter) => listOptions(knex, companyId, filter),
    /** open now (or `at`) by the company's hours, or with `queueId` by that queue's; hours never set: open */
    isOpen: (companyId: number, where: { queueId?: number } = {}, at: Date = new Date()) =>
      isOpen(knex, companyId, where, at),
  };
}

export type QueueServices = ReturnType<typeof queueServices>;
