/** The outbox: durable, retried, exactly-once-on-the-phone outbound messages. */
export { Outbox, type OutboxOptions } from './outbox.js';
export { outboxMigrations } from './migrations/index.js';
export type {
  EnqueueOptions,
  EnqueuedMessage,
  OutboxHookEvents,
  OutboxMessage,
  OutboxStatus,
  OutboxStatusEvent,
} from './outbox-types.js';
