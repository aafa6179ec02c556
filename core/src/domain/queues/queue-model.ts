import { TenantModel } from '../../db/tenant-model.js';
import { BaseModel } from '../../db/base-model.js';

/**
 * The queue row lives in the kernel because users, connections and tickets all point at it;
 * the queues plugin owns its routes, options and opening hours.
 */
export class Queue extends TenantModel {
  static override tableName = 'queues';
  static override jsonAttributes = ['schedules'];

  declare name: string;
  declare color: string;
  declare orderQueue: number | null;
  declare greetingMessage: string | null;
}

/** the relation mapping of a model's queues through a join table: `queuesThrough('users.id', 'userQueues', 'userId')` */
export function queuesThrough(ownerId: string, table: string, key: string) {
  return {
    relation: BaseModel.ManyToManyRelation,
    modelClass: Queue,
    join: { from: ownerId, through: { from: `${table}.${key}`, to: `${table}.queueId` }, to: 'queues.id' },
  };
}
