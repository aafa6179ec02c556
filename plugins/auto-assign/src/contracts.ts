/**
 * What the auto-assign routes answer and accept, typed once for the plugin and the queue dialog
 * (modules/queues). Types only: the file imports nothing.
 */

/** PUT /queues/:queueId/auto-assign (either field or both): off by default, open tickets per attendant. */
export interface AutoAssign {
  autoAssign: boolean;
  maxOpenPerUser: number;
}

/** GET and PUT /queues/:queueId/auto-assign: the queue's settings (a queue never configured: off, the default). */
export interface AutoAssignSettings extends AutoAssign {
  queueId: number;
}
