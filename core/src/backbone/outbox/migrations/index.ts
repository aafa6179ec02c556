import type { Migration } from '../../../db/migration.js';
import { outboxMessages } from './001_outbox.js';
import { connectionTimelocks } from './002_timelocks.js';

/** The outbox's tables; core lists them after the connections they point at. */
export const outboxMigrations: Migration[] = [outboxMessages, connectionTimelocks];
