import type { QueueChanges, QueueFields } from '../queue-schemas.js';
import type { OptionChanges, OptionFields } from '../queue-option-schemas.js';
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
    /** the company's queues ordered by orderQueue (unset last), then name */
    listQueues: (companyId: number) => listQueues(knex, companyId),
    /** 404 ERR_NO_QUEUE_FOUND when the queue is not the company's */
    findQueue: (companyId: number, id: number) => findQueue(knex, companyId, id),
    createQueue: (companyId: number, fields: QueueFields) => createQueue(deps, companyId, fields),
    updateQueue: (companyId: number, id: number, changes: QueueChanges) =>
      updateQueue(deps, companyId, id, changes),
    deleteQueue: (companyId: number, id: number) => deleteQueue(deps, companyId, id),

    /** a queue's options under `parentId` (null: the top level), each with its subtree in `children` */
    listOptions: (companyId: number, queueId: number, parentId: number | null) =>
      listOptions(knex, companyId, { queueId, parentId }),
    /** the route's filter: any of queueId, parentId (null top level, undefined any level) and id */
    filterOptions: (companyId: number, filter: OptionFilter) => listOptions(knex, companyId, filter),
    /** 404 ERR_NO_QUEUE_OPTION_FOUND when the option is not the company's */
    findOption: (companyId: number, id: number) => findOption(knex, companyId, id),
    createOption: (companyId: number, fields: OptionFields) => createOption(knex, companyId, fields),
    updateOption: (companyId: number, id: number, changes: OptionChanges) =>
      updateOption(knex, companyId, id, changes),
    deleteOption: (companyId: number, id: number) => deleteOption(knex, companyId, id),

    companySchedules: (companyId: number) => companySchedules(knex, companyId),
    queueSchedules: (companyId: number, queueId: number) => queueSchedules(knex, companyId, queueId),
    /** open now (or `at`) by the company's hours, or with `queueId` by that queue's; hours never set: open */
    isOpen: (companyId: number, where: { queueId?: number } = {}, at: Date = new Date()) =>
      isOpen(knex, companyId, where, at),
  };
}

export type QueueServices = ReturnType<typeof queueServices>;
