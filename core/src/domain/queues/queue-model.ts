import { TenantModel } from '../../db/tenant-model.js';

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
