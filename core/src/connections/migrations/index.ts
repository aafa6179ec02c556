import type { Migration } from '../../db/migration.js';
import { whatsapps } from './001_whatsapps.js';

/** The connections tables, in order; core lists them after its own and the channel layer's. */
export const connectionMigrations: Migration[] = [whatsapps];
