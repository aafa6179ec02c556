import type { Migration } from '../../../db/migration.js';
import { outboxMessages } from './001_outbox.js';

/** The outbox's tables; core lists them after the connections they point at. */
export const outboxMigrations: Migration[] = [outboxMessages];
