import { TenantModel } from '@balcao/core';
import type { QueueOptionWire } from './contracts.js';

/** One choice of a queue's chatbot menu; `parentId` null is the top level, children form the tree. */
export class QueueOption extends TenantModel implements Omit<QueueOptionWire, 'children'> {
  static override tableName = 'queue_options';

  declare queueId: number;
  declare parentId: number | null;
  declare title: string;
  declare message: string | null;
  /** the position the contact types ('1', '2', ...), a string as in Whaticket */
  declare option: string | null;
}

/** An option as the API answers it (the contract's QueueOptionWire): with its whole subtree. */
export type QueueOptionNode = ReturnType<QueueOption['toJSON']> & { children: QueueOptionNode[] };
