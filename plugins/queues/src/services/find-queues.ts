import { notFound, tenant } from '@balcao/core';
import type { Knex } from '../db-types.js';
import { QueueRecord } from '../queue-model.js';

/** The company's queues in the order the chatbot menu offers them: orderQueue (unset last), then name. */
export async function listQueues(knex: Knex, companyId: number): Promise<QueueRecord[]> {
  return await tenant(
    companyId,
    knex,
  )(QueueRecord)
    // unset last, then by value: knex's nulls 'last' option drops the column itself
    .orderByRaw('?? is null', ['queues.orderQueue'])
    .orderBy('queues.orderQueue')
    .orderByRaw('lower(??)', ['queues.name'])
    .orderBy('queues.id');
}

/** 404 ERR_NO_QUEUE_FOUND for an id that is not one of the company's queues. */
export async function findQueue(knex: Knex, companyId: number, id: number): Promise<QueueRecord> {
  return (await tenant(companyId, knex)(QueueRecord).findById(id)) ?? throwNoQueue();
}

export function throwNoQueue(): never {
  throw notFound('ERR_NO_QUEUE_FOUND');
}
